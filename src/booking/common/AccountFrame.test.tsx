import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { user } from "../../domain/test-data.ts";
import type { Locale } from "../../i18n/locales.ts";
import { AccountFrame } from "./AccountFrame.tsx";
import { renderIn } from "./testing-render.tsx";

const agent = user({ name: "Aung Kyaw", isAgent: true });

/** The frame around some content, as a page in `locale` draws it. */
const frame = (props: Omit<ComponentProps<typeof AccountFrame>, "children">, locale: Locale = "en") =>
  renderIn(
    <AccountFrame {...props}>
      <p>content</p>
    </AccountFrame>,
    locale,
  );

describe("AccountFrame", () => {
  it("highlights the screen's own menu entry and shows the agent's name, initials and badge", () => {
    const html = frame({ title: "Booking detail", current: "bookingHistory", user: agent });
    expect(html).toContain('href="/bookinghistory" aria-current="page"');
    expect(html).toContain('<h1 id="account-heading" class="text-2xl font-semibold">Booking detail</h1>');
    expect(html).toContain("Aung Kyaw");
    expect(html).toContain("Agent");
    expect(html).toContain("AK");
  });

  it("as built (nobody known yet): the menu and heading, no one's name", () => {
    const html = frame({ title: "My Wallet", current: "wallet", user: undefined });
    expect(html).toContain('href="/wallet" aria-current="page"');
    expect(html).toContain("My Profile");
    expect(html).not.toContain("Aung Kyaw");
  });

  it("links the menu to the pages in the page's language", () => {
    const html = frame({ title: "ပရိုဖိုင်", current: "profile", user: agent }, "my");
    expect(html).toContain('href="/my/profile" aria-current="page"');
    expect(html).toContain('href="/my/wallet"');
    expect(html).toContain('href="/my/bookinghistory"');
    expect(html).not.toMatch(/href="\/(profile|wallet|bookinghistory)"/);
  });
});

import { describe, expect, it } from "vitest";
import { user } from "../../domain/test-data.ts";
import { AccountFrame } from "./AccountFrame.tsx";
import { renderIn } from "./testing-render.tsx";

const agent = user({ id: "a1", email: "a@example.mm", isAgent: true });

describe("AccountFrame", () => {
  it("highlights the screen's own menu entry and shows the agent's name, initials and badge", () => {
    const html = renderIn(
      <AccountFrame title="Booking detail" current="bookingHistory" user={agent}>
        <p>content</p>
      </AccountFrame>,
    );
    expect(html).toContain('href="/bookinghistory" aria-current="page"');
    expect(html).toContain('<h1 id="account-heading" class="text-2xl font-semibold">Booking detail</h1>');
    expect(html).toContain("Aung Kyaw");
    expect(html).toContain("Agent");
    expect(html).toContain("AK");
  });

  it("as built (nobody known yet): the menu and heading, no one's name", () => {
    const html = renderIn(
      <AccountFrame title="My Wallet" current="wallet" user={undefined}>
        <p>content</p>
      </AccountFrame>,
    );
    expect(html).toContain('href="/wallet" aria-current="page"');
    expect(html).toContain("My Profile");
    expect(html).not.toContain("Aung Kyaw");
  });

  it("links the menu to the pages in the page's language", () => {
    const html = renderIn(
      <AccountFrame title="ပရိုဖိုင်" current="profile" user={agent}>
        <p>content</p>
      </AccountFrame>,
      "my",
    );
    expect(html).toContain('href="/my/profile" aria-current="page"');
    expect(html).toContain('href="/my/wallet"');
    expect(html).toContain('href="/my/bookinghistory"');
    expect(html).not.toMatch(/href="\/(profile|wallet|bookinghistory)"/);
  });
});

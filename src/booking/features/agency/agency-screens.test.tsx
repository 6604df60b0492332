import { describe, expect, it } from "vitest";
import type { AgentBookingRow } from "../../../domain/agent-bookings.ts";
import { salesReport } from "../../../domain/agent-sales-report.ts";
import { USD } from "../../../domain/money.ts";
import { Pager } from "../../common/Pager.tsx";
import { renderIn } from "../../common/testing-render.tsx";
import { AgentBookingRows } from "./AgentBookingRows.tsx";
import AgentBookingsScreen from "./AgentBookingsScreen.tsx";
import { SalesTable } from "./SalesTable.tsx";

const row: AgentBookingRow = {
  id: "FBAB12CD34EF",
  status: "PAID",
  changed: true,
  scheduleChanged: false,
  customer: "Thiri Aung",
  travellers: ["Thiri Aung", "Kyaw Zin"],
  legs: [{ origin: "RGN", destination: "MDL" }],
  departureDate: "2026-12-03",
  createdAt: "2026-11-29T10:00:00.000Z",
  net: "90.00",
  markup: "9.00",
  selling: "99.00",
};

describe("the agent's bookings page", () => {
  it("as built: the frame, the search and a spinner, the agent's menu entry current", () => {
    const html = renderIn(<AgentBookingsScreen params={{}} search={{ q: "thiri" }} />);
    expect(html).toContain("Agency bookings");
    expect(html).toContain('href="/agent/bookings" aria-current="page"');
    expect(html).toContain('value="thiri"');
    expect(html).toContain('role="status"');
  });

  it("shows each booking's customer, travellers, route, date, money and its detail link, in Myanmar too", () => {
    const html = renderIn(<AgentBookingRows rows={[row]} currency={USD} />);
    for (const part of [
      "Thiri Aung, Kyaw Zin",
      "RGN → MDL",
      "3 Dec 2026",
      "Net $90.00 USD",
      "Markup $9.00 USD",
    ])
      expect(html).toContain(part);
    expect(html).toContain("Selling $99.00 USD");
    expect(html).toContain("Date changed");
    expect(html).toContain('href="/booking-detail/FBAB12CD34EF"');
    const my = renderIn(<AgentBookingRows rows={[row]} currency={USD} />, "my");
    expect(my).toContain("ရောင်းဈေး $၉၉.၀၀ USD");
    expect(my).toContain('href="/my/booking-detail/FBAB12CD34EF"');
  });

  it("pages with at most five page links around the current one", () => {
    const html = renderIn(<Pager page={7} pages={12} href={(n) => `/agent/bookings?page=${n}`} />);
    const pages = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => m[1]);
    expect(pages).toEqual(["5", "6", "7", "8", "9"]);
    expect(html).toContain('href="/agent/bookings?page=7" class');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain("Previous page");
    expect(html).toContain("Next page");
    expect(renderIn(<Pager page={1} pages={1} href={() => ""} />)).toBe("");
  });
});

describe("the sales report", () => {
  it("is a table of each month and the totals, the chart's figures as its text", () => {
    const report = salesReport(
      { from: "2026-10", to: "2026-11" },
      [{ paidAt: new Date("2026-11-05T03:00:00Z"), travellers: 2, netCents: 18_000, markupCents: 900 }],
      [],
    );
    const html = renderIn(<SalesTable report={report} currency={USD} />);
    expect(html).toContain("<caption");
    expect(html).toContain("October 2026");
    expect(html).toContain(
      'aria-label="Selling price by month: October 2026: $0.00 USD; November 2026: $189.00 USD"',
    );
    const totals = html.slice(html.indexOf("<tfoot"));
    expect(totals).toContain("Total");
    expect(totals).toContain("$180.00 USD");
    expect(totals).toContain("$189.00 USD");
  });
});

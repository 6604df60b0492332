import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { chooseAirport, inDays, pickDate } from "./search-helpers.ts";

/** The words a multi-city search presses, in the page's language. */
const WORDS = {
  en: {
    home: "/",
    multiCity: "Multi-city",
    flight: (n: number) => `Flight ${n}`,
    from: "From",
    to: "To",
    departure: /^Departure Date/,
    addFlight: "+ Add a flight",
    cabin: /Cabin class/,
    economy: "Economy",
    search: "Search",
    missingTo: "Flight 4: Please select destination city/country",
    backwards: "Flight 3: Departure date cannot be earlier than the previous flight's date",
    sortTime: "Time",
    dateStrip: "Cheapest fare by day",
    filters: "Filters",
    showFilters: "Show Filters",
    choose: /^Choose/,
    buyNow: "Buy Now",
    digits: (n: number) => String(n),
  },
  my: {
    home: "/my/",
    multiCity: "မြို့များစွာ",
    flight: (n: number) => `လေယာဉ်ခရီး ${"၀၁၂၃၄၅၆၇၈၉"[n]}`,
    from: "မှ",
    to: "သို့",
    departure: /^ထွက်ခွာမည့်ရက်/,
    addFlight: "+ လေယာဉ်ခရီး ထပ်ထည့်ရန်",
    cabin: /ခရီးသည်တန်း/,
    economy: "အီကော်နမီ",
    search: "ရှာရန်",
    missingTo: "လေယာဉ်ခရီး ၄- သွားရောက်မည့် မြို့/နိုင်ငံ ကို ရွေးပါ",
    backwards: "လေယာဉ်ခရီး ၃- ထွက်ခွာမည့်ရက်သည် ယခင် လေယာဉ်ခရီး၏ ရက်ထက် စော၍ မရပါ",
    sortTime: "အချိန်",
    dateStrip: "နေ့အလိုက် အသက်သာဆုံး ဈေးနှုန်း",
    filters: "စစ်ထုတ်ရန်",
    showFilters: "စစ်ထုတ်မှုများ ပြရန်",
    choose: /^ရွေးရန်/,
    buyNow: "ယခုဝယ်ရန်",
    digits: (n: number) => String(n).replace(/\d/g, (d) => "၀၁၂၃၄၅၆၇၈၉"[Number(d)] ?? d),
  },
} as const;

type Locale = keyof typeof WORDS;
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/** Picks a leg's airport by its code (the search knows codes in both languages). */
async function airport(leg: Locator, label: string, code: string) {
  await chooseAirport(leg, label, code, new RegExp(`\\(${code}\\)`));
}

/**
 * MC_SHOTS=<folder> keeps pictures of the panel and the results, to look at.
 */
function shots(page: Page, locale: Locale, project: string) {
  return async (name: string, part?: Locator) => {
    const path = `${process.env.MC_SHOTS}/${locale}-${project}-${name}.png`;
    if (!process.env.MC_SHOTS) return;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path });
  };
}

for (const locale of ["en", "my"] as const) {
  const w = WORDS[locale];
  test(`${locale}: four legs, the rules' toasts, complete trips sorted and filtered, Choose to the ticket @phone`, async ({
    signedIn: page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shot = shots(page, locale, testInfo.project.name);
    const dates = [inDays(10), inDays(13), inDays(16), inDays(19)];
    await page.goto(w.home);
    await page.getByText(w.multiCity, { exact: true }).click();
    const leg = (n: number) => page.getByRole("group", { name: w.flight(n), exact: true });

    await airport(leg(1), w.from, "RGN");
    await airport(leg(1), w.to, "NYU");
    await pickDate(page, w.departure, dates[0] ?? "", locale, leg(1));
    // Flight 2 starts where Flight 1 ends.
    await expect(leg(2).getByRole("combobox", { name: w.from })).toHaveValue(/NYU/);
    await airport(leg(2), w.to, "MDL");
    await pickDate(page, w.departure, dates[1] ?? "", locale, leg(2));
    await page.getByRole("button", { name: w.addFlight }).click();
    await expect(leg(3).getByRole("combobox", { name: w.from })).toHaveValue(/MDL/);
    await airport(leg(3), w.to, "HEH");
    await pickDate(page, w.departure, dates[2] ?? "", locale, leg(3));
    await page.getByRole("button", { name: w.addFlight }).click();
    await expect(leg(4).getByRole("combobox", { name: w.from })).toHaveValue(/HEH/);
    await pickDate(page, w.departure, dates[3] ?? "", locale, leg(4));
    await page.getByRole("button", { name: w.cabin }).click();
    await page.getByRole("button", { name: w.economy, exact: true }).click();

    // A missing city: the leg is named, its field marked and focused.
    await page.getByRole("button", { name: w.search, exact: true }).click();
    await expect(toast(page, w.missingTo)).toBeVisible();
    const lastTo = leg(4).getByRole("combobox", { name: w.to });
    await expect(lastTo).toBeFocused();
    await expect(lastTo).toHaveAttribute("aria-invalid", "true");
    await airport(leg(4), w.to, "RGN");
    // A date before the previous leg's: Flight 2 moved after Flight 3.
    await pickDate(page, w.departure, inDays(17), locale, leg(2));
    await page.getByRole("button", { name: w.search, exact: true }).click();
    await expect(toast(page, w.backwards)).toBeVisible();
    await expect(page).not.toHaveURL(/flights/);
    await pickDate(page, w.departure, dates[1] ?? "", locale, leg(2));
    await shot("1-panel", page.locator("form", { has: leg(4) }));

    await page.getByRole("button", { name: w.search, exact: true }).click();
    const legs = dates.map(
      (date, i) => `${["RGN", "NYU", "MDL", "HEH"][i]}-${["NYU", "MDL", "HEH", "RGN"][i]}-${date}`,
    );
    await expect(page).toHaveURL(new RegExp(`flights\\?travelType=1&legs=${legs.join("_")}&`));
    await expect(page.getByTestId("summary-route")).toHaveText("RGN → NYU → MDL → HEH → RGN");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    // No strip of nearby days: each leg has its own date.
    await expect(page.getByRole("navigation", { name: w.dateStrip })).toHaveCount(0);
    const first = cards.first();
    for (let n = 1; n <= 4; n++) await expect(first).toContainText(w.flight(n));
    await expect(first.getByTestId("price")).toBeVisible();
    await shot("2-results");
    await shot("2-card", first);

    // Sorted by time: the first legs' departures in order.
    await page.getByRole("radio", { name: w.sortTime, exact: true }).check({ force: true });
    await expect(page).toHaveURL(/sort=time/);
    const times = await cards.evaluateAll((all) =>
      all.map((card) => card.querySelector(".tabular-nums")?.textContent ?? ""),
    );
    expect(times).toEqual([...times].sort());
    // Filtered by an airline: every trip left flies it on some leg.
    const showFilters = page.getByRole("button", { name: w.showFilters });
    if (await showFilters.isVisible()) await showFilters.click();
    const filters = page.getByRole("complementary", { name: w.filters });
    await filters.getByRole("checkbox", { name: /\(K7\)/ }).check();
    await expect(page).toHaveURL(/airline=K7/);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i)).toContainText("K7");
    // Reload keeps the search, the sort and the filter.
    await page.reload();
    await expect(page.getByTestId("summary-route")).toHaveText("RGN → NYU → MDL → HEH → RGN");
    await expect(cards.first()).toContainText(w.flight(4));

    await cards.first().getByRole("button", { name: w.choose }).click();
    await expect(page).toHaveURL(/\/flights\/choose/);
    for (let n = 1; n <= 4; n++)
      await expect(page.getByRole("region", { name: w.flight(n), exact: true })).toBeVisible();
    await shot("3-choose");
    // Back returns to the list as it was left; Forward to the chosen trip again.
    await page.goBack();
    await expect(page).toHaveURL(/legs=.*sort=time.*airline=K7/);
    await expect(cards.first()).toContainText(w.flight(4));
    await page.goForward();
    await expect(page.getByRole("region", { name: w.flight(4), exact: true })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("selectedFlight") ?? "null"));
    expect(stored?.itineraries).toHaveLength(4);
    await page.getByRole("link", { name: w.buyNow }).click();
    await expect(page).toHaveURL(/\/ticket/);
  });
}

test("a multi-city link whose leg cannot run says why, beside the search panel", async ({ page }) => {
  await page.goto(
    `/flights?travelType=1&legs=RGN-NYU-${inDays(10)}_NYU-MDL-${inDays(5)}&adults=1&travelClass=Y`,
  );
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Flight 2: Departure date cannot be earlier than the previous flight's date" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
});

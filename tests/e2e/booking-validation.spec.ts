import { contact, passenger } from "../../src/domain/test-data.ts";
import { announcements } from "./announcements.ts";
import { daysAhead, fillDate, fillPassenger, openTicket, savePassenger } from "./booking-helpers.ts";
import { expect, test } from "./fixtures.ts";

test.describe("ticket step rules", () => {
  test("Continue checks contact then passengers in the spec's order and points at the failing field", async ({
    signedIn: page,
    request,
  }) => {
    await openTicket(page, request, {
      from: "RGN",
      to: "MDL",
      departureDate: daysAhead(60),
      adults: 1,
      children: 1,
    });
    const continueButton = page.getByRole("button", { name: "Continue" });
    await continueButton.click();
    await expect(
      page.getByText("Please fill in contact information: Address, City, Country").first(),
    ).toBeVisible();
    await expect(page.locator("#contact-address")).toBeFocused();
    await expect(page.locator("#contact-address")).toHaveAttribute("aria-invalid", "true");
    expect(await announcements(page, "Please fill in contact information: Address, City, Country")).toBe(1);
    // Each missing field is marked where it is, not only the first.
    for (const field of ["city", "country"])
      await expect(page.locator(`#contact-${field}`)).toHaveAttribute("aria-invalid", "true");

    // Zawgyi typed into a field is kept as Unicode.
    await page.locator("#contact-address").fill("1 Pyay Road");
    await page.locator("#contact-city").fill("ရန္ကုန္");
    await expect(page.locator("#contact-city")).toHaveValue("ရန်ကုန်");
    await page.locator("#contact-country").fill("Myanmar");
    await page.locator("#contact-phoneNumber").fill("+95 12");
    await continueButton.click();
    await expect(page.getByText("Please enter a valid phone number").first()).toBeVisible();
    await page.locator("#contact-phoneNumber").fill("+95 9 420 000 001");

    await continueButton.click();
    await expect(page.getByText("Please add passenger information")).toBeVisible();
    // Only the toast says this one: it is read out.
    expect(await announcements(page, "Please add passenger information")).toBe(1);
    await expect(page.locator("#passenger-button-1")).toBeFocused();

    // A name in Myanmar script (typed in Zawgyi here) is not saved: airlines take Latin letters.
    await page.locator("#passenger-button-1").click();
    const first = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
    await fillPassenger(first, 1, { first: "ေမာင္", last: "Kyaw", nrc: true });
    await first.getByRole("button", { name: "Save" }).click();
    await expect(
      first.getByText(
        "Please write the name of Adult Passenger 1 in Latin letters (A-Z), as in their passport or travel document. Airlines cannot take names in Myanmar script.",
      ),
    ).toBeVisible();
    await expect(first.locator("#p1-firstName")).toBeFocused();
    await first.locator("#p1-firstName").fill("Maung");
    await first.getByRole("button", { name: "Save" }).click();
    await expect(page.locator("#passenger-button-1")).toContainText("Maung Kyaw");
    await continueButton.click();
    await expect(page.getByText("Please add information for all 2 passengers")).toBeVisible();
    await expect(page.locator("#passenger-button-2")).toBeFocused();
    // Save checks the passenger: a child over 11 on the day of departure is not saved, and the
    // form stays open with the rule's message at the date of birth.
    await page.locator("#passenger-button-2").click();
    const modal = page.getByRole("dialog", { name: "Child Passenger 2 Information" });
    await fillPassenger(modal, 2, { first: "Su", last: "Hlaing", gender: "FEMALE", birth: "2010-01-01" });
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(
      modal.getByText("Child Passenger 2 must be 11 years old or younger. Please update the date of birth."),
    ).toBeVisible();
    await expect(modal.locator("#p2-dateOfBirth")).toBeFocused();
    await expect(modal.locator("#p2-dateOfBirth")).toHaveAttribute("aria-invalid", "true");
    // What was typed is all still there.
    await expect(modal.locator("#p2-firstName")).toHaveValue("Su");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator("#passenger-button-2")).toBeFocused();
    await expect(page.locator("#passenger-button-2")).toContainText("Enter Passenger 2");
    await continueButton.click();
    await expect(page.getByText("Please add information for all 2 passengers").first()).toBeVisible();

    await savePassenger(page, 2, { first: "Su", last: "Hlaing", birth: "2018-01-01" });
    await continueButton.click();
    await expect(page.getByRole("dialog", { name: "Confirm Booking" })).toBeVisible();
  });
});

test("Save keeps an unfinished passenger open with what is missing, and never marks them done", async ({
  signedIn: page,
  request,
}) => {
  await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(60) });
  await page.locator("#passenger-button-1").click();
  const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(
    modal.getByText(/^Please fill in all required fields for Adult Passenger 1: First name, Last name, /),
  ).toBeVisible();
  await expect(modal.locator("#p1-firstName")).toBeFocused();
  for (const field of ["lastName", "email", "nationality"])
    await expect(modal.locator(`#p1-${field}`)).toHaveAttribute("aria-invalid", "true");

  // An unfinished NRC is refused with its message, and the boxes keep what was chosen and typed.
  await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw" });
  await modal.locator("#p1-nrcNumber").selectOption("12");
  await modal.getByLabel("Six-digit number").fill("12");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByText("Please enter a valid NRC number for Adult Passenger 1")).toBeVisible();
  await expect(modal.locator("#p1-nrcNumber")).toHaveValue("12");
  await expect(modal.getByLabel("Six-digit number")).toHaveValue("12");
  await modal.getByLabel("Six-digit number").fill("123456");
  await modal.getByLabel(/Township code/).selectOption("OUKAMA");
  await modal.getByLabel(/Citizenship type/).selectOption("N");

  // A passenger's phone and e-mail are checked as the contact's, and an adult is 12 or older.
  await modal.locator("#p1-phoneNumber").fill("abc");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByText("Please enter a valid phone number for Adult Passenger 1")).toBeVisible();
  await expect(modal.locator("#p1-phoneNumber")).toHaveAttribute("aria-invalid", "true");
  await modal.locator("#p1-phoneNumber").fill("+959420000111");
  await fillDate(modal, "p1-dateOfBirth", `${new Date().getFullYear() - 6}-01-01`);
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(
    modal.getByText(/^Adult Passenger 1 must be 12 years old or older on the day of travel/),
  ).toBeVisible();
  await expect(modal.locator("#p1-dateOfBirth")).toHaveAttribute("aria-invalid", "true");
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("#passenger-button-1")).toContainText("Enter Passenger 1");
  await expect(page.locator("#passenger-button-1")).not.toContainText("✓");
});

test("a typed passport expiry is kept as typed: an impossible or past date gets the rule's message at Save; the calendar speaks Myanmar", async ({
  signedIn: page,
  request,
}) => {
  await openTicket(page, request, { from: "RGN", to: "BKK", travelType: 2, departureDate: daysAhead(61) });
  await page.locator("#passenger-button-1").click();
  const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
  await fillPassenger(modal, 1, { first: "Aung", last: "Kyaw", passport: "MA123456", country: "MM" });
  const expiry = modal.locator("#p1-passportExpiry");
  await expiry.fill("");

  // Enter after typing takes the typed date, not the calendar's highlighted day (today, the
  // earliest it offers): the past date stays, and Save refuses it.
  await expiry.click();
  await expiry.pressSequentially("January 5, 2020");
  await expiry.press("Enter");
  await expect(modal.locator(".react-datepicker")).toHaveCount(0);
  await expect(expiry).toHaveValue("January 5, 2020");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(
    modal.getByText("The passport of Adult Passenger 1 has expired. Please update the passport expiry date."),
  ).toBeVisible();

  await expiry.fill("February 30, 2030");
  await modal.locator("#p1-firstName").click();
  await expect(expiry).toHaveValue("February 30, 2030");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal.getByText("Please enter a valid passport expiry for Adult Passenger 1")).toBeVisible();

  await expiry.fill("January 1, 2020");
  await modal.locator("#p1-firstName").click();
  await expect(expiry).toHaveValue("January 1, 2020");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(
    modal.getByText("The passport of Adult Passenger 1 has expired. Please update the passport expiry date."),
  ).toBeVisible();
  await expiry.fill("March 2, 2030");
  await modal.getByRole("button", { name: "Save" }).click();
  await expect(modal).toBeHidden();
  await expect(page.locator("#passenger-button-1")).toContainText("Aung Kyaw");

  // In Myanmar the saved date and the calendar read in Myanmar.
  await page.evaluate(() => localStorage.setItem("language", "my"));
  await page.reload();
  await page.locator("#passenger-button-1").click();
  const myanmarExpiry = page.getByRole("dialog").locator("#p1-passportExpiry");
  await expect(myanmarExpiry).toHaveValue("၂၀၃၀ မတ် ၂");
  await myanmarExpiry.click();
  const calendar = page.getByRole("dialog", { name: "ပတ်စပို့ သက်တမ်းကုန်ရက်ကို ရွေးပါ" });
  await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("၂၀၃၀ မတ်");
  // The year list and the arrows speak Myanmar too: years in Myanmar digits, arrows named.
  const year = calendar.getByRole("combobox", { name: "ခုနှစ်" });
  await expect(year.locator("option:checked")).toHaveText("၂၀၃၀");
  await year.selectOption({ label: "၂၀၃၂" });
  await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("၂၀၃၂ မတ်");
  await calendar.getByRole("button", { name: "နောက်လ" }).click();
  await expect(calendar.locator(".react-datepicker__current-month")).toHaveText("၂၀၃၂ ဧပြီ");
  // The change of month is read out once, in Myanmar digits; nothing reads a Latin year out.
  expect(await announcements(page, "၂၀၃၂ ဧပြီ")).toBe(1);
  expect(await announcements(page, "2032")).toBe(0);
  await calendar.getByRole("gridcell", { name: /^ရွေးရန် ၂၀၃၂ ဧပြီ ၁၅ / }).click();
  await expect(myanmarExpiry).toHaveValue("၂၀၃၂ ဧပြီ ၁၅");
});

test("a toast shown while a passenger's form is open is drawn above it, and an unfinished NRC saved earlier shows as typed", async ({
  signedIn: page,
  request,
}) => {
  await openTicket(page, request, { from: "RGN", to: "MDL", departureDate: daysAhead(60) });
  // A passenger saved before Save checked passengers, with an unfinished NRC (and no passport).
  const { passportNumber, passportExpiry, countryOfPassport, ...info } = passenger({ nrcNumber: "12/()12" });
  await page.evaluate(
    ([info, contact]) => {
      localStorage.setItem("passengerInfo", JSON.stringify({ 1: info }));
      localStorage.setItem("contactInfo", JSON.stringify(contact));
    },
    [info, contact()] as const,
  );
  await page.reload();
  await page.getByRole("button", { name: "Continue" }).click();
  const modal = page.getByRole("dialog", { name: "Adult Passenger 1 Information" });
  await expect(modal.locator("#p1-nrcNumber")).toHaveValue("12");
  await expect(modal.getByLabel("Six-digit number")).toHaveValue("12");
  const message = "Please enter a valid NRC number for Adult Passenger 1";
  const toast = modal.getByRole("status").filter({ hasText: message });
  await expect(toast).toBeVisible();
  // Nothing covers it: once it has slid in, the point at its middle is the toast itself.
  await expect
    .poll(() =>
      toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    )
    .toBe(true);
  await expect(page.getByText(message)).toHaveCount(2); // the toast and the field's message
  expect(await announcements(page, message)).toBe(1); // read out once, at the field
});

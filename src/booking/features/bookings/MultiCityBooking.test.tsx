import { describe, expect, it } from "vitest";
import { USD } from "../../../domain/money.ts";
import { multiCityRecord } from "../../../domain/test-data.ts";
import { renderIn } from "../../common/testing-render.tsx";
import { BookingDetail } from "./BookingDetail.tsx";
import { BookingList } from "./BookingList.tsx";
import { bookingDetail } from "./booking-detail-view.ts";
import { bookingHistory } from "./booking-view.ts";

const record = multiCityRecord();
const pay = () => undefined;
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("a multi-city booking of four legs", () => {
  it("is one card in Booking History, listing every leg by number, with the whole trip's total", () => {
    const html = text(renderIn(<BookingList cards={bookingHistory([record], "en")} currency={USD} />));
    expect(html.match(/Booking FBK7Q2M4X9PA/g)).toHaveLength(1);
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`Flight ${n} of 4`);
    expect(html).not.toContain("Outbound");
    expect(html).not.toContain("Return");
    expect(html).toContain("$311.85 USD");
    for (const city of ["Yangon", "Bagan", "Mandalay", "Heho"]) expect(html).toContain(city);
    for (const flight of ["UB143", "K7263", "YH834", "K7245"]) expect(html).toContain(flight);
  });

  it("shows every leg's airline, flight, PNR and price on its detail, and says it is multi-city", () => {
    const html = text(
      renderIn(
        <BookingDetail detail={bookingDetail(record, "en")} currency={USD} onPay={pay} onCancelled={pay} />,
      ),
    );
    expect(html).toContain("Multi-city");
    expect(html).toContain("Flight 4 of 4");
    for (const ref of ["QJ7K2M", "38XNUZ", "Y6P3RT"]) expect(html).toContain(ref);
    for (const price of ["$80.50", "$64.25", "$71.00", "$96.10", "$311.85"]) expect(html).toContain(price);
    expect(html).toContain("Yangon → Bagan → Mandalay → Heho → Yangon");
  });

  it("says the same in Myanmar", () => {
    const list = text(renderIn(<BookingList cards={bookingHistory([record], "my")} currency={USD} />, "my"));
    expect(list).toContain("ခရီးစဉ် ၄ ခုအနက် ၃ ခုမြောက်");
    expect(list).toContain("ဟဲဟိုး");
    const detail = text(
      renderIn(
        <BookingDetail detail={bookingDetail(record, "my")} currency={USD} onPay={pay} onCancelled={pay} />,
        "my",
      ),
    );
    expect(detail).toContain("မြို့များစွာ");
    expect(detail).toContain("ရန်ကုန် → ပုဂံ → မန္တလေး → ဟဲဟိုး → ရန်ကုန်");
    expect(detail).not.toContain("Flight 1 of 4");
  });
});

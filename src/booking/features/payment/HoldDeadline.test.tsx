import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderIn } from "../../common/testing-render.tsx";
import { HoldDeadline } from "./HoldDeadline.tsx";

const NOW = Date.parse("2026-11-23T01:40:00Z");
const booking = { id: "FB7K2Q", holdExpiresAt: "2026-11-23T02:10:00.000Z" };

describe("the held booking's deadline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says the booking waits for payment until the hold's time, as the page writes times", () => {
    const en = renderIn(<HoldDeadline booking={booking} onExpire={() => undefined} />, "en");
    expect(en).toContain(
      "Booking FB7K2Q waits for payment until 08:40 on 23 Nov 2026 (Myanmar time). If it is not paid by then, the seats are released.",
    );
    expect(en).toContain("Seats held for 30:00");
    const my = renderIn(<HoldDeadline booking={booking} onExpire={() => undefined} />, "my");
    expect(my).toContain("ဘွတ်ကင် FB7K2Q သည် ၂၀၂၆ နိုဝင်ဘာ\u00a0၂၃ ၀၈:၄၀ (မြန်မာစံတော်ချိန်) အထိ ငွေပေးချေမှုကို စောင့်နေပါသည်။");
    expect(my).toContain("၃၀:၀၀");
  });
});

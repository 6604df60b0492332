import { describe, expect, it } from "vitest";
import { convertWith, hasMyanmar, loadZawgyiTools, recordToUnicode, toUnicode } from "./zawgyi.ts";

describe("Zawgyi to Unicode", () => {
  it("converts names typed in Zawgyi", async () => {
    expect(await toUnicode("ေမာင္ေမာင္")).toBe("မောင်မောင်");
    expect(await toUnicode("ျမန္မာ")).toBe("မြန်မာ");
    expect(await toUnicode("ေအာင္ေက်ာ္")).toBe("အောင်ကျော်");
  });

  it("leaves Unicode Burmese and Latin text as they are", async () => {
    expect(await toUnicode("မင်္ဂလာပါ")).toBe("မင်္ဂလာပါ");
    expect(await toUnicode("မောင်မောင်")).toBe("မောင်မောင်");
    expect(await toUnicode("Aung Aung")).toBe("Aung Aung");
  });

  it("never consults the detector for text without Myanmar characters", () => {
    const tools = {
      probability: () => {
        throw new Error("should not be called");
      },
      toUnicode: (t: string) => t,
    };
    expect(convertWith(tools, "Mg Mg, Yangon")).toBe("Mg Mg, Yangon");
    expect(hasMyanmar("Mg Mg")).toBe(false);
    expect(hasMyanmar("မ")).toBe(true);
  });

  it("converts every text field of a record and keeps the others", async () => {
    const out = await recordToUnicode({ firstName: "ေမာင္", lastName: "Aung", saved: true });
    expect(out).toEqual({ firstName: "မောင်", lastName: "Aung", saved: true });
    await expect(loadZawgyiTools()).resolves.toHaveProperty("toUnicode");
  });
});

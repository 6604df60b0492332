import { describe, expect, it } from "vitest";
import { unicodeName } from "./unicode-name.ts";

describe("unicodeName", () => {
  it("keeps a name typed on a Zawgyi phone in Unicode, trimmed", async () => {
    expect(await unicodeName(" ေမာင္ေမာင္ေအး ")).toBe("မောင်မောင်အေး");
  });

  it("leaves a Unicode or a Latin name as it is", async () => {
    expect(await unicodeName("မောင်မောင်အေး")).toBe("မောင်မောင်အေး");
    expect(await unicodeName(" Aung Kyaw ")).toBe("Aung Kyaw");
  });
});

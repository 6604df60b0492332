import { describe, expect, it } from "vitest";
import { unicodeName } from "./unicode-name.ts";

describe("unicodeName", () => {
  it("keeps a name typed on a Zawgyi phone in Unicode, trimmed", async () => {
    expect(await unicodeName(" ေဒၚခင္ခင္ေအး ")).toBe("ဒေါ်ခင်ခင်အေး");
  });

  it("leaves a Unicode or a Latin name as it is", async () => {
    expect(await unicodeName("ဒေါ်ခင်ခင်အေး")).toBe("ဒေါ်ခင်ခင်အေး");
    expect(await unicodeName(" Aung Kyaw ")).toBe("Aung Kyaw");
  });
});

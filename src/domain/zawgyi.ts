/**
 * Burmese typed in the older Zawgyi encoding (still the default font on many phones in Myanmar)
 * is turned into Unicode before it is stored. Google's myanmar-tools detects and converts; its
 * model is about 24 KB gzipped, so it is loaded only when a field holds Myanmar characters.
 */

/** What detection and conversion need; `loadZawgyiTools` gives the real ones. */
export interface ZawgyiTools {
  probability(text: string): number;
  toUnicode(text: string): string;
}

/** Google's recommended threshold: above it the text is Zawgyi. */
export const ZAWGYI_THRESHOLD = 0.95;

const MYANMAR_BLOCK = /[\u1000-\u109F]/;

/**
 * True when the text holds characters of the Myanmar block (U+1000-U+109F).
 * @example hasMyanmar("Aung ကို") // true
 */
export function hasMyanmar(text: string): boolean {
  return MYANMAR_BLOCK.test(text);
}

/**
 * The text in Unicode: converted when the tools judge it Zawgyi, else unchanged.
 * @example convertWith(tools, "ေမာင္ေမာင္") // "မောင်မောင်"
 */
export function convertWith(tools: ZawgyiTools, text: string): string {
  if (!hasMyanmar(text)) return text;
  return tools.probability(text) > ZAWGYI_THRESHOLD ? tools.toUnicode(text) : text;
}

/**
 * Runs `make` with a global `Buffer` that decodes base64, when there is none (browsers):
 * myanmar-tools' npm build decodes its model with Node's `new Buffer(data, "base64")`. The stand-in
 * is removed again at once, so no other code mistakes the page for Node.
 */
export function withBase64Buffer<T>(make: () => T): T {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer !== undefined) return make();
  scope.Buffer = function base64Bytes(data: string) {
    return Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  };
  try {
    return make();
  } finally {
    delete scope.Buffer;
  }
}

let loading: Promise<ZawgyiTools> | undefined;

/** Loads myanmar-tools once (a separate chunk in the browser). */
export function loadZawgyiTools(): Promise<ZawgyiTools> {
  loading ??= import("myanmar-tools").then((module) => {
    // CommonJS: the classes are on the default export under some bundlers, named under others.
    const lib = module.default ?? module;
    const detector = withBase64Buffer(() => new lib.ZawgyiDetector());
    const converter = new lib.ZawgyiConverter();
    return {
      probability: (text) => detector.getZawgyiProbability(text),
      toUnicode: (text) => converter.zawgyiToUnicode(text),
    };
  });
  return loading;
}

/**
 * The text in Unicode; text without Myanmar characters answers at once and loads nothing.
 * @example await toUnicode("ျမန္မာ") // "မြန်မာ"
 */
export async function toUnicode(text: string): Promise<string> {
  if (!hasMyanmar(text)) return text;
  return convertWith(await loadZawgyiTools(), text);
}

/**
 * Every string field of a record in Unicode (other fields unchanged).
 * @example await recordToUnicode({ firstName: "ေမာင္" }) // { firstName: "မောင်" }
 */
export async function recordToUnicode<T extends object>(record: T): Promise<T> {
  const values = Object.values(record) as unknown[];
  if (!values.some((v) => typeof v === "string" && hasMyanmar(v))) return record;
  const tools = await loadZawgyiTools();
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === "string" ? convertWith(tools, value) : value,
    ]),
  ) as T;
}

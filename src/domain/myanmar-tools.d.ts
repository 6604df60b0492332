// myanmar-tools ships CommonJS without type declarations; these are the two classes we use.
declare module "myanmar-tools" {
  export class ZawgyiDetector {
    /** 0-1, or -Infinity when the text holds no Myanmar characters. */
    getZawgyiProbability(text: string): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
  }
  /** Present when a bundler wraps the CommonJS exports as the default export. */
  const wrapped:
    | { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter }
    | undefined;
  export default wrapped;
}

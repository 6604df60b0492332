import { toUnicode } from "../../domain/zawgyi.ts";

/**
 * A name as the account keeps it: trimmed, and in Unicode when it was typed in Zawgyi (the
 * converter loads only for Myanmar text). If the converter cannot be downloaded, the name as
 * typed: the visitor is not stopped for it.
 * @example await unicodeName(" ေမာင္ေမာင္ ") // "မောင်မောင်"
 */
export async function unicodeName(typed: string): Promise<string> {
  const name = typed.trim();
  try {
    return await toUnicode(name);
  } catch {
    return name;
  }
}

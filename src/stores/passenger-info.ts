import { persistentAtom } from "@nanostores/persistent";
import type { PassengerInfo } from "../domain/passenger-info.ts";
import { isObject } from "../domain/shape.ts";
import { jsonCodec } from "./json-codec.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

/** Saved passengers keyed by passenger number ("1", "2"...), as spec section 3 keys them. */
export type PassengerInfoByNumber = Record<string, PassengerInfo>;

/** The ticket page's saved passengers (`passengerInfo`); a button turns green once its entry exists. */
export const $passengerInfo = persistentAtom<PassengerInfoByNumber>(
  STORAGE_KEYS.passengerInfo,
  {},
  jsonCodec<PassengerInfoByNumber>({}, (v): v is PassengerInfoByNumber => isObject(v)),
);

/** Saves passenger `number` (1-based) from the modal's Save. */
export function savePassenger(number: number, info: PassengerInfo): void {
  $passengerInfo.set({ ...$passengerInfo.get(), [String(number)]: info });
}

/** Forgets every saved passenger: after a booking succeeds, at sign-out or for another user. */
export function clearPassengerInfo(): void {
  $passengerInfo.set({});
}

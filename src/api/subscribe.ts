import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** The path the subscribe form also posts to without JavaScript. */
export const SUBSCRIBE_PATH = "/apis/subscribe";

export interface SubscribeInput {
  email: string;
}

/** Subscribes an e-mail address to the newsletter; subscribing twice is not an error. */
export function subscribe(input: SubscribeInput): Promise<OkResponse> {
  return apiRequest(SUBSCRIBE_PATH, checked(isOk), { method: "POST", body: { email: input.email.trim() } });
}

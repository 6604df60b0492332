import { apiRequest } from "./client.ts";

/** The path the subscribe form also posts to without JavaScript. */
export const SUBSCRIBE_PATH = "/apis/subscribe";

export interface SubscribeInput {
  email: string;
}

/** Subscribes an e-mail address to the newsletter; subscribing twice is not an error. */
export function subscribe(input: SubscribeInput): Promise<{ success: true; message: string }> {
  return apiRequest(SUBSCRIBE_PATH, { method: "POST", body: { email: input.email.trim() } });
}

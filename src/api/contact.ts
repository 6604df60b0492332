import { checked, isOk, type OkResponse } from "../domain/shape.ts";
import { apiRequest } from "./client.ts";

/** The path the contact form also posts to without JavaScript. */
export const CONTACT_PATH = "/apis/contact";

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

/** Sends a contact-form message; the server stores it and e-mails it to support. */
export function sendContactMessage(input: ContactInput): Promise<OkResponse> {
  return apiRequest(CONTACT_PATH, checked(isOk), {
    method: "POST",
    body: { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() },
  });
}

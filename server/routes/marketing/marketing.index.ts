import { createRouter } from "../../http/validation.ts";
import { htmlFormPost } from "./marketing.forms.ts";
import {
  contactHandler,
  recordContactMessage,
  recordSubscription,
  subscribeHandler,
} from "./marketing.handlers.ts";
import { ContactBody, contact, SubscribeBody, subscribe } from "./marketing.routes.ts";

/** The home page's subscribe block and the contact page's form (JSON, or a plain form post without JS). */
export const marketingRoutes = createRouter();
marketingRoutes.post(
  "/subscribe",
  htmlFormPost(SubscribeBody, "subscribed", (c, body) => recordSubscription(c, body.email)),
);
marketingRoutes.post("/contact", htmlFormPost(ContactBody, "contact-sent", recordContactMessage));
marketingRoutes.openapi(subscribe, subscribeHandler).openapi(contact, contactHandler);

import { createRouter } from "../../http/validation.ts";
import { contactHandler, subscribeHandler } from "./marketing.handlers.ts";
import { contact, subscribe } from "./marketing.routes.ts";

/** The home page's subscribe block and the contact page's form. */
export const marketingRoutes = createRouter()
  .openapi(subscribe, subscribeHandler)
  .openapi(contact, contactHandler);

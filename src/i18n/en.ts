import { accountEn } from "./en/account.ts";
import { agencyEn } from "./en/agency.ts";
import { agentReportsEn } from "./en/agent-reports.ts";
import { agentSaleEn } from "./en/agent-sale.ts";
import { bookingEn } from "./en/booking.ts";
import { cancelEn } from "./en/cancel.ts";
import { changeEn } from "./en/change.ts";
import { historyEn } from "./en/history.ts";
import { moveEn } from "./en/move.ts";
import { paymentEn } from "./en/payment.ts";
import { resultsEn } from "./en/results.ts";
import { rulesEn } from "./en/rules.ts";
import { scheduleEn } from "./en/schedule.ts";
import { ticketEn } from "./en/ticket.ts";

/**
 * The English dictionary: flat dotted keys, and the source of the key type, so every `t("…")`
 * is checked by TypeScript. Texts in quotes in the spec are used word for word.
 */
export const en = {
  "site.skipToContent": "Skip to content",

  "meta.home.title": "Myanmar Flights: book flights from Myanmar",
  "meta.home.description":
    "Search one-way and round-trip flights from Myanmar, compare offers and pay in MMK or USD.",
  "meta.about.title": "About Us · Myanmar Flights",
  "meta.about.description": "Who we are and why travellers in Myanmar book their flights with us.",
  "meta.contact.title": "Contact · Myanmar Flights",
  "meta.contact.description":
    "Write to our support team, or find answers to common questions about bookings.",
  "meta.notFound.title": "Page not found · Myanmar Flights",
  "meta.notFound.description": "The page you asked for does not exist.",

  "nav.label": "Main",
  "nav.home": "Home",
  "nav.flights": "Flights",
  "nav.findBooking": "Find booking",
  "nav.about": "About",
  "nav.contact": "Contact",

  "settings.language": "Language",
  "settings.currency": "Currency",
  "settings.country": "Country",
  "settings.title": "Settings",
  "language.en": "English",
  "language.my": "Myanmar",
  "language.current": "English",
  "country.myanmar": "Myanmar",
  "country.foreigner": "Foreigner",
  "header.app": "App",
  "header.appLabel": "Get the app",

  "account.menu": "Account",
  "account.profile": "Profile",
  "account.logout": "Logout",
  "account.signIn": "SignIn",
  "account.signUp": "SignUp",

  "menu.open": "Open menu",
  "menu.close": "Close menu",
  "menu.openSettings": "Open settings",
  "menu.closeSettings": "Close settings",

  "footer.hotline": "Hotline",
  "footer.support": "Support e-mail",
  "footer.about": "About",
  "footer.aboutUs": "About Us",
  "footer.contactUs": "Contact Us",
  "footer.faqs": "FAQs",
  "footer.payment": "Payment partners",
  "footer.getApp": "Get the app",
  "footer.copyright": "© 2024 Myanmar Flights. All rights reserved.",
  "footer.privacy": "Privacy Policy",
  "footer.terms": "Terms & Conditions",
  "store.android": "Get it on Android",
  "store.ios": "Download on iOS",

  "home.heroTitle": "Book your flight from Myanmar",
  "home.heroText": "Search one-way and round-trip flights, and pay in MMK or USD.",
  "search.heading": "Search flights",
  "airlines.heading": "Popular Airlines",
  "why.heading": "Why Choose Us",
  "why.text": "We compare fares from the airlines that fly from Myanmar, so you pay the best price.",
  "why.homeAlt": "A traveller with a suitcase watching a plane take off",
  "why.aboutAlt": "Our team planning routes on a map of Myanmar",
  "destinations.heading": "Popular Destinations",
  "carousel.previous": "Previous slide",
  "carousel.next": "Next slide",
  "carousel.goTo": "Go to slide {n}",
  "carousel.pause": "Pause",
  "carousel.play": "Play",
  "testimonials.heading": "Voice of excellence from our travelers",
  "testimonials.show": "Show testimonial {n}",
  "app.eyebrow": "We provide",
  "app.heading": "Download the app now",
  "app.text": "Search, book and keep your e-tickets on your phone, even on a slow connection.",
  "app.mobileAlt": "The Myanmar Flights app on a phone, showing a flight search",
  "app.websiteAlt": "The Myanmar Flights website on a laptop, showing flight offers",
  "subscribe.heading": "Subscribe to our newsletter",
  "subscribe.text": "Fare deals and travel news, about once a month. Unsubscribe at any time.",
  "subscribe.label": "Your e-mail address",
  "subscribe.placeholder": "you@example.com",
  "subscribe.submit": "Subscribe",
  "subscribe.success": "Thank you! You are subscribed.",

  "about.heading": "About Us",

  "contact.heading": "Contact Us",
  "contact.text": "Send us a message and our support team will answer by e-mail.",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.message": "What can we help with?",
  "contact.messagePlaceholder": "Type here your message",
  "contact.submit": "Submit",
  "contact.sending": "Sending…",
  "contact.success": "Thank you! Your message has been sent. We will reply by e-mail.",
  "contact.required": "Please enter your name and e-mail.",
  "contact.illustrationAlt": "A support agent answering messages at a desk",
  "faq.heading": "Frequently Asked Questions",

  // The booking app's texts, one file per area (src/i18n/en/).
  ...bookingEn,
  ...rulesEn,
  ...resultsEn,
  ...ticketEn,
  ...paymentEn,
  ...accountEn,
  ...agencyEn,
  ...cancelEn,
  ...scheduleEn,
  ...historyEn,
  ...changeEn,
  ...moveEn,
  ...agentSaleEn,
  ...agentReportsEn,
} as const;

/** Every key of the dictionary; English is the source of truth. */
export type UIKey = keyof typeof en;

import type { FlightOffer } from "../../src/domain/flight-offer.ts";
import { toCents } from "../../src/domain/money.ts";
import type { PassengerInfo } from "../../src/domain/passenger-info.ts";
import { bookingRequest, contact, passenger, TEST_NRC } from "../../src/domain/test-data.ts";
import { checkPayment, topUp } from "../routes/customers/customers.routes.ts";
import { createBookingRoute } from "../routes/flights/booking.routes.ts";
import { cancelBookingRoute, cancellationQuoteRoute } from "../routes/flights/booking-cancel.routes.ts";
import { expectStatus, type TestContext } from "./harness.ts";
import type { TestUser } from "./users.ts";

/** Who an agent books for: the customer (the contact) and the travellers' names. */
export interface Sale {
  customer: { firstName: string; lastName: string; email: string };
  travellers: { firstName: string; lastName: string }[];
  markup?: { kind: "amount" | "percent"; value: string };
}

/**
 * An agent's booking for a customer through the booking call, held (not paid): answers the record.
 * @example const record = await agentBooking(t, agent, offer, { customer, travellers: [customer] });
 */
export async function agentBooking(t: TestContext, agent: TestUser, offer: FlightOffer, sale: Sale) {
  const nrc = offer.fareType === "citizen" ? { nrcNumber: TEST_NRC } : {};
  const passengerInfo: PassengerInfo[] = sale.travellers.map((p, i) =>
    passenger({ ...p, passportNumber: `MA${String(1_000_000 + i)}`, ...nrc }),
  );
  const body = {
    ...bookingRequest(offer, agent.user.id, 1),
    contactInfo: contact(sale.customer),
    passengerInfo,
    ...(sale.markup ? { markup: sale.markup } : {}),
  };
  return expectStatus(await t.api(createBookingRoute, { token: agent.token, body }), 201).body.data;
}

/** Tops the agent's wallet up by the booking's net fare and pays it: answers the net in cents. */
export async function payAgentBooking(
  t: TestContext,
  agent: TestUser,
  record: { id: string; totalPrice: string },
) {
  const net = toCents(record.totalPrice) ?? 0;
  expectStatus(await t.api(topUp, { token: agent.token, body: { amount: net, method: "kpay" } }), 200);
  expectStatus(
    await t.api(checkPayment, { token: agent.token, body: { userId: agent.user.id, flightId: record.id } }),
    200,
  );
  return net;
}

/** Cancels a paid booking with its quote: answers the refund to the deposit in cents. */
export async function cancelAgentBooking(t: TestContext, agent: TestUser, id: string): Promise<number> {
  const quote = expectStatus(await t.api(cancellationQuoteRoute, { params: { id }, token: agent.token }), 200)
    .body.data;
  const done = expectStatus(
    await t.api(cancelBookingRoute, { params: { id }, token: agent.token, body: { quoteId: quote.quoteId } }),
    200,
  ).body.data;
  return done.refund;
}

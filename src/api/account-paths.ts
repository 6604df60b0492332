/**
 * The API paths of the signed-in user's wallet and bookings.
 */
export const WALLET_PATH = "/apis/customers/wallet";

/** `GET /apis/flights/booking?userId=`: the user's bookings. */
export const bookingsPath = (userId: string) => `/apis/flights/booking?userId=${encodeURIComponent(userId)}`;

/** `GET /apis/flights/booking/{id}`: one booking. */
export const bookingPath = (id: string) => `/apis/flights/booking/${encodeURIComponent(id)}`;

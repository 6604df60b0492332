import type { BookingStatus } from "../../../domain/booking.ts";
import type { LegView } from "../../../domain/booking-legs.ts";
import type { BookingDetailData } from "./booking-detail-view.ts";
import type { BookingCard } from "./booking-view.ts";

/** One direction of a booking as the account pages show it (Yangon to Bangkok). For tests. */
export function testLeg(direction: "outbound" | "return", stops: string[] = []): LegView {
  return {
    name: { kind: direction },
    key: direction,
    origin: "RGN",
    destination: "BKK",
    originCity: "Yangon",
    destinationCity: "Bangkok",
    departureTerminal: "1",
    arrivalTerminal: "",
    airlineName: "Myanmar Airways International",
    flightNumber: "8M331",
    airlineRef: direction === "return" ? "PNR1" : "",
    departDate: "1 Dec 2026",
    departTime: "08:00",
    arriveDate: "1 Dec 2026",
    arriveTime: "10:00",
    duration: "2h",
    price: "100.00",
    flights: ["8M331"],
    stops,
  };
}

/** A round trip in Booking History's list, in `status`. For tests. */
export function testCard(status: BookingStatus): BookingCard {
  return {
    id: `BK-${status}`,
    status,
    total: "200.00",
    passengerNames: ["Thida Aung", "Mya Mya"],
    infantAt: [],
    bookedOn: "23 Nov 2026",
    fareType: null,
    legs: [testLeg("outbound"), testLeg("return", ["Mandalay"])],
    hasTicket: status === "PAID",
    scheduleChange: null,
    changedFrom: null,
  };
}

/** A round trip's detail for an adult and a child, in `status`. For tests. */
export function testDetail(status: BookingStatus): BookingDetailData {
  const passenger = (kind: "Adult" | "Child", idType: "PASSPORT" | "NRC") => ({
    name: kind === "Adult" ? "Thida Aung" : "Mya Mya",
    kind,
    onLapOf: null,
    route: "Yangon → Bangkok → Yangon",
    cabinBaggageKg: 7,
    checkedBaggageKg: 20,
    idType,
    idNumber: idType === "PASSPORT" ? "MA123" : "12/MAYANA(N)123456",
    nationality: "Myanmar",
  });
  return {
    id: `BK-${status}`,
    status,
    bookedBy: "Thida Aung",
    bookingDate: "23 Nov 2026",
    bookingTime: "10:00",
    contactEmail: "thida@example.mm",
    tripType: "ROUND_TRIP",
    total: "200.00",
    paidInAll: null,
    fareType: null,
    fareFamily: null,
    legs: [testLeg("outbound"), testLeg("return", ["Mandalay"])],
    passengers: [passenger("Adult", "PASSPORT"), passenger("Child", "NRC")],
    hasTicket: status === "PAID",
    scheduleChange: null,
    agentSale: null,
    cancellation: status === "CANCELLED" ? { date: "24 Nov 2026", time: "09:15", refund: "150.00" } : null,
    events: [],
  };
}

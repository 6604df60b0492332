import { eq } from "drizzle-orm";
import { type AgencyProfile, normalizeAgency } from "../../src/domain/agency.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { agencyProfiles } from "../db/schema/agency.ts";
import { bookings } from "../db/schema/bookings.ts";

/** The agent's agency, or null before it was first filled in. */
export async function readAgencyProfile(db: Db, userId: string): Promise<AgencyProfile | null> {
  const [row] = await db
    .select({
      agencyName: agencyProfiles.agencyName,
      licenceNumber: agencyProfiles.licenceNumber,
      address: agencyProfiles.address,
      phone: agencyProfiles.phone,
    })
    .from(agencyProfiles)
    .where(eq(agencyProfiles.userId, userId));
  return row ?? null;
}

/** Writes the agent's agency (already checked with `agencyProblems`), normalised; answers it. */
export async function saveAgencyProfile(
  db: Db,
  userId: string,
  form: AgencyProfile,
  now: Date,
): Promise<AgencyProfile> {
  const profile = normalizeAgency(form);
  await db
    .insert(agencyProfiles)
    .values({ userId, ...profile, updatedAt: now })
    .onConflictDoUpdate({ target: agencyProfiles.userId, set: { ...profile, updatedAt: now } });
  return profile;
}

/**
 * The agency that a booking of `userId` carries on its e-ticket and mails: the account's agency
 * when the account is an agent's and has filled it in, else null (a customer's booking).
 */
export async function agencyOfBooker(db: Db, userId: string): Promise<AgencyProfile | null> {
  const [row] = await db
    .select({
      agencyName: agencyProfiles.agencyName,
      licenceNumber: agencyProfiles.licenceNumber,
      address: agencyProfiles.address,
      phone: agencyProfiles.phone,
      isAgent: users.isAgent,
    })
    .from(agencyProfiles)
    .innerJoin(users, eq(users.id, agencyProfiles.userId))
    .where(eq(agencyProfiles.userId, userId));
  if (!row?.isAgent) return null;
  const { isAgent: _, ...agency } = row;
  return agency;
}

/** The agency a booking carries (see {@link agencyOfBooker}), by the booking's id. */
export async function agencyOfBooking(db: Db, bookingId: string): Promise<AgencyProfile | null> {
  const [row] = await db.select({ userId: bookings.userId }).from(bookings).where(eq(bookings.id, bookingId));
  return row ? agencyOfBooker(db, row.userId) : null;
}

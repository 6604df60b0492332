import { describe, expect, it } from "vitest";
import { type AgentCustomer, customerContact, customerMatches, isAgentCustomer } from "./agent-customer.ts";
import { contact, passenger } from "./test-data.ts";

const customer = (overrides: Partial<AgentCustomer> = {}): AgentCustomer => ({
  id: "c1",
  lastBookedAt: "2026-11-23T00:00:00.000Z",
  ...contact({
    firstName: "Thiri",
    lastName: "Aung",
    email: "thiri@example.mm",
    phoneNumber: "959987654321",
  }),
  travellers: [passenger()],
  ...overrides,
});

describe("an agent's customer", () => {
  it("is read from the API's answer, and refused when a field is missing", () => {
    expect(isAgentCustomer(customer())).toBe(true);
    const { email: _email, ...noEmail } = customer();
    expect(isAgentCustomer(noEmail)).toBe(false);
    expect(isAgentCustomer({ ...customer(), travellers: [{ firstName: "A" }] })).toBe(false);
  });

  it("fills every contact field, and nothing else", () => {
    expect(customerContact(customer())).toEqual(
      contact({
        firstName: "Thiri",
        lastName: "Aung",
        email: "thiri@example.mm",
        phoneNumber: "959987654321",
      }),
    );
  });

  it("matches each word typed in the name, e-mail or phone, any case", () => {
    expect(customerMatches(customer(), "")).toBe(true);
    expect(customerMatches(customer(), "THIRI aung")).toBe(true);
    expect(customerMatches(customer(), "+95998")).toBe(true);
    expect(customerMatches(customer(), "thiri kyaw")).toBe(false);
  });
});

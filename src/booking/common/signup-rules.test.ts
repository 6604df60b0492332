import { describe, expect, it } from "vitest";
import { newPasswordPairProblem, newPasswordProblem, signupProblems } from "./signup-rules.ts";

const form = {
  name: "Aung Aung",
  email: "aung@example.mm",
  phoneNumber: "+95 9 123 456 789",
  password: "Secret123!",
  confirmPassword: "Secret123!",
};

describe("signupProblems, the first problem in form order", () => {
  const firstProblem = (f: typeof form) => signupProblems(f)[0] ?? null;
  it("accepts a complete form", () => {
    expect(firstProblem(form)).toBeNull();
  });

  it("asks for every field, in form order", () => {
    expect(firstProblem({ ...form, name: " ", phoneNumber: "" })).toEqual({
      field: "name",
      problem: "required",
    });
    expect(firstProblem({ ...form, confirmPassword: "" })).toEqual({
      field: "confirmPassword",
      problem: "required",
    });
  });

  it("checks the e-mail, phone and password length", () => {
    expect(firstProblem({ ...form, email: "aung@" })).toEqual({ field: "email", problem: "emailInvalid" });
    expect(firstProblem({ ...form, phoneNumber: "12345" })).toEqual({
      field: "phoneNumber",
      problem: "phoneInvalid",
    });
    expect(firstProblem({ ...form, password: "short", confirmPassword: "short" })).toEqual({
      field: "password",
      problem: "passwordShort",
    });
  });

  it("keeps the name within the API's 100 characters, and takes a phone in Myanmar digits", () => {
    expect(firstProblem({ ...form, name: "A".repeat(101) })).toEqual({
      field: "name",
      problem: "nameLong",
    });
    expect(firstProblem({ ...form, name: "A".repeat(100) })).toBeNull();
    expect(firstProblem({ ...form, phoneNumber: "၀၉၇၈၁၂၃၄၅၆၇" })).toBeNull();
  });

  it("says 'Passwords do not match' before any call", () => {
    expect(firstProblem({ ...form, confirmPassword: "Secret123?" })).toEqual({
      field: "confirmPassword",
      problem: "mismatch",
    });
  });
});

describe("signupProblems, every problem", () => {
  it("gives every wrong field at once, in form order", () => {
    expect(
      signupProblems({
        name: "A",
        email: "abc",
        phoneNumber: "123",
        password: "short",
        confirmPassword: "different",
      }),
    ).toEqual([
      { field: "email", problem: "emailInvalid" },
      { field: "phoneNumber", problem: "phoneInvalid" },
      { field: "password", problem: "passwordShort" },
    ]);
    expect(
      signupProblems({ name: "", email: "", phoneNumber: "", password: "", confirmPassword: "" }),
    ).toEqual(
      ["name", "email", "phoneNumber", "password", "confirmPassword"].map((field) => ({
        field,
        problem: "required",
      })),
    );
  });

  it("compares the confirmation once the password itself is acceptable", () => {
    expect(signupProblems({ ...form, email: "x", confirmPassword: "Secret123?" })).toEqual([
      { field: "email", problem: "emailInvalid" },
      { field: "confirmPassword", problem: "mismatch" },
    ]);
    expect(signupProblems(form)).toEqual([]);
  });
});

describe("newPasswordProblem", () => {
  it("applies the API's bounds", () => {
    expect(newPasswordProblem("")).toBe("required");
    expect(newPasswordProblem("1234567")).toBe("passwordShort");
    expect(newPasswordProblem("12345678")).toBeNull();
    expect(newPasswordProblem("x".repeat(129))).toBe("passwordLong");
  });
});

describe("newPasswordPairProblem", () => {
  it("checks the length on the named field, then the confirmation", () => {
    expect(newPasswordPairProblem("newPassword", "short", "short")).toEqual({
      field: "newPassword",
      problem: "passwordShort",
    });
    expect(newPasswordPairProblem("newPassword", "Secret123!", "Secret123?")).toEqual({
      field: "confirmPassword",
      problem: "mismatch",
    });
    expect(newPasswordPairProblem("newPassword", "Secret123!", "Secret123!")).toBeNull();
  });
});

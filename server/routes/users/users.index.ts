import { createRouter } from "../../http/validation.ts";
import {
  changePasswordHandler,
  currentUserHandler,
  registerHandler,
  updateProfileHandler,
} from "./users.handlers.ts";
import { changePassword, currentUser, register, updateProfile } from "./users.routes.ts";

/** Accounts: register, current user, profile and password change. */
export const usersRoutes = createRouter()
  .openapi(register, registerHandler)
  .openapi(currentUser, currentUserHandler)
  .openapi(updateProfile, updateProfileHandler)
  .openapi(changePassword, changePasswordHandler);

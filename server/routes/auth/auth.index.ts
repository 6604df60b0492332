import { createRouter } from "../../http/validation.ts";
import { forgotPasswordHandler, loginHandler, logoutHandler, resetPasswordHandler } from "./auth.handlers.ts";
import { forgotPassword, login, logout, resetPassword } from "./auth.routes.ts";

/** Sessions and password recovery: login, logout, forgot and reset password. */
export const authRoutes = createRouter()
  .openapi(login, loginHandler)
  .openapi(logout, logoutHandler)
  .openapi(forgotPassword, forgotPasswordHandler)
  .openapi(resetPassword, resetPasswordHandler);

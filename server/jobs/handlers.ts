import { sendAgentCopy } from "../agency/agent-copy-mail.ts";
import { agentCopyKind } from "../agency/booking-mail-jobs.ts";
import { LOW_BALANCE_MAIL_KIND, sendLowBalanceMail } from "../agency/low-balance-mail.ts";
import { PAID_MAIL_KIND, sendPaidETicket } from "../eticket/paid-mail.ts";
import { CANCEL_MAIL_KIND, sendCancelMail } from "../flights/bookings/cancel-mail.ts";
import {
  SCHEDULE_MAIL_KIND,
  SCHEDULE_REOPENED_MAIL_KIND,
  sendScheduleMail,
} from "../flights/schedule-mail.ts";
import type { JobHandler } from "./runner.ts";

/** Every kind of job and what does it. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  [PAID_MAIL_KIND]: sendPaidETicket,
  [CANCEL_MAIL_KIND]: sendCancelMail,
  [SCHEDULE_MAIL_KIND]: sendScheduleMail,
  [SCHEDULE_REOPENED_MAIL_KIND]: sendScheduleMail,
  [LOW_BALANCE_MAIL_KIND]: sendLowBalanceMail,
  // The agent's copies of their customers' mails (docs/adr/0089).
  [agentCopyKind(PAID_MAIL_KIND)]: sendAgentCopy,
  [agentCopyKind(CANCEL_MAIL_KIND)]: sendAgentCopy,
  [agentCopyKind(SCHEDULE_MAIL_KIND)]: sendAgentCopy,
  [agentCopyKind(SCHEDULE_REOPENED_MAIL_KIND)]: sendAgentCopy,
};

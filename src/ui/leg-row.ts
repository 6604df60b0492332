/**
 * A flight's "departure | duration and stops | arrival" row, written once for the offer card,
 * Choose, the ticket step's summary and a booking's detail. With the text enlarged (a phone set
 * to 150-200 % text) three columns no longer fit and the arrival was cut off: under 15rem of its
 * container the two times stand side by side and the duration and stops go under them. The row
 * sits in `legRowContainer`, the element whose width it measures (a container cannot query its
 * own width). In rem, so at the usual text size a 320 px phone keeps the three columns.
 */
export const legRowContainer = "@container";

/** The row's grid (each row keeps its own gap); a label row above the times takes `col-span-full`. */
export const legRow = "grid grid-cols-2 @min-[15rem]:grid-cols-[1fr_auto_1fr]";

/** The middle column (duration, stops): under the times when the row is narrow. */
export const legMiddle = "order-last col-span-full @min-[15rem]:order-none @min-[15rem]:col-span-1";

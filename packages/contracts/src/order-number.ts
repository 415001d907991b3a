/**
 * An order's number as people read it on every screen, e-mail, receipt, packing slip and CSV:
 * `IK-1042`, from the order's sequence number (given by the database as the order is written).
 * No zod here: the web app's first pages format numbers without loading the schemas.
 */
export const ORDER_NUMBER_PREFIX = 'IK-';

export function formatOrderNumber(number: number): string {
  return `${ORDER_NUMBER_PREFIX}${number}`;
}

/** What a search box's text can mean as an order (`orderSearch`). */
export interface OrderSearch {
  /** The order's number: "IK-1042", "#IK-1042", "ik 1042", "1042" or "#1042". */
  number: number | null;
  /**
   * The start of the order's id, as screens printed it before numbers: "#D4DBEB17",
   * "d4dbeb17-0", a whole id.
   */
  idPrefix: string | null;
}

const NUMBER = /^#?\s*(?:ik\s*-?\s*)?(\d{1,9})$/i;
const ID_PREFIX = /^#?\s*([0-9a-f][0-9a-f-]{0,35})$/i;

/**
 * Reads a search box's text as an order, exactly as it was printed (`#` included) or in the old
 * forms; both halves may apply ("1042" is a number and the start of an id). Null halves: the text
 * cannot name an order (a customer's name, say).
 */
export function orderSearch(text: string): OrderSearch {
  const trimmed = text.trim();
  const number = NUMBER.exec(trimmed)?.[1];
  const prefix = ID_PREFIX.exec(trimmed)?.[1];
  return {
    number: number === undefined ? null : Number(number),
    idPrefix: prefix === undefined ? null : prefix.toLowerCase(),
  };
}

/** The only source of "now" in the domain, so rules about dates are testable. */
export interface Clock {
  now(): Date;
}

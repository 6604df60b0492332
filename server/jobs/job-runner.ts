/** Runs the jobs table's due jobs in this process (made by `createJobRunner`, runner.ts). */
export interface JobRunner {
  /**
   * Runs every due job now (a payment kicks its mail at once). One run at a time: a kick during
   * a run makes it look again when it ends.
   */
  kick(): void;
  /** Resolves once no run is under way (tests, and shutdown before the database closes). */
  idle(): Promise<void>;
  /** Kicks now and then every poll interval; answers a function that stops it. */
  start(): () => void;
}

/** A row as an editor opened it: its id and the revision a save sends back (decision 29). */
export interface Revised {
  id: string;
  revision: number;
}

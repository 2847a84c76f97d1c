/** Types of table-owners.js (read by tests/contract/table-ownership.test.ts). */
export interface TableOwner {
  /** The table's export in apps/api/src/db/schema.ts. */
  table: string;
  /** Where its only writer stands under apps/api/src (a folder or a file); two for check_ins. */
  owner: string | string[];
  /** Places that read it too, never writing. */
  readers: string[];
}
export declare const tableOwners: Record<string, TableOwner>;
export declare const columnOwners: { table: string; column: string; key: string; owner: string }[];
export declare const unrestricted: string[];

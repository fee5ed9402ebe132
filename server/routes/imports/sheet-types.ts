/** One cell as read: text, or a date the spreadsheet stored as a date. */
export type Cell = string | Date;

/** A non-blank row of the sheet with its number as the spreadsheet shows it (1 = the first row). */
export interface SheetRow {
  row: number;
  cells: Cell[];
  /** The worksheet the row is on (a workbook's rows; a CSV has one unnamed sheet). */
  sheet?: string;
}

/** Why a file could not be read; `reason` chooses the error code, the message is for the person. */
export class SheetError extends Error {
  constructor(
    readonly reason: 'type' | 'unreadable' | 'empty' | 'tooManyRows' | 'formula' | 'tooLarge',
    message: string,
  ) {
    super(message);
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** A typed error the one error handler turns into `{ message, issues? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new HttpError(400, message, issues);
export const unauthorized = () => new HttpError(401, "Unauthorized");
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not Found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

import { ApiErrorSchema } from '@ikawa/contracts/common';

/** What every delivery route, the courier's and the admin's, says of its security and errors. */
export const security = [{ bearerAuth: [] }];
export const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
export const withNotFound = { ...errors, 404: ApiErrorSchema };

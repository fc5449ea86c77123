/** The JSON shape of every error the API returns. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

// Saving a file the API makes (a PDF) under its name: fetched with the session's Bearer token, so the owner gets what
// only the owner may see, then handed to the browser as a download.
import { ApiError, apiToken } from './api.ts';

/** GETs `/api${path}` and saves the answer as `fileName`; a refusal throws ApiError with the server's words. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = apiToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'We could not reach the shop. Please check your connection and try again.');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(response.status, answer.error ?? `Request failed (${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

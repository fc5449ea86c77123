/** Readers' submissions: each form stores one pending row, linked to the account that sent it. */
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { photoSubmissions, sportsStories, spotlights, submissions, type User } from '../../db/schema';
import { isStaffUser } from '../../platform/guards';
import { AppError } from '../../platform/app-error';
import type { Storage } from '../../adapters/storage';
import {
  type contentSubmissionSchema,
  type photoSubmissionSchema,
  type sportsStorySchema,
  type spotlightNominationSchema,
} from '../../../shared/submissions';
import { keyOfUploadPath } from '../../platform/uploads';

type Out<T extends z.ZodType> = z.output<T>;
const PENDING = 'pending';

function created<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned no row');
  return row;
}

const uploadNotAllowed = () =>
  new AppError(
    'UPLOAD_NOT_ALLOWED',
    403,
    'Uploading photos is part of the premium membership. Subscribe to upload your own photos.',
  );

/** Premium members (canUploadContent) and staff may attach their own photos. */
function checkMayUpload(user: User) {
  if (!user.canUploadContent && !isStaffUser(user)) throw uploadNotAllowed();
}

export async function submitContent(db: Db, storage: Storage, input: Out<typeof contentSubmissionSchema>, user: User) {
  // The form sends a status; a reader never decides it, so every submission starts pending.
  const { status: _ignored, ...values } = input;
  await checkSubmissionImage(storage, values.imageUrl, user);
  const [row] = await db
    .insert(submissions)
    .values({ ...values, status: PENDING, submittedBy: user.id })
    .returning({ id: submissions.id, status: submissions.status });
  return created(row);
}

/** A submission's own photo: an upload that exists, from a member who may upload. */
export async function checkSubmissionImage(storage: Storage, imageUrl: string | null | undefined, user: User) {
  if (!imageUrl) return;
  checkMayUpload(user);
  await checkUploaded(storage, imageUrl);
}

const noImage = () =>
  new AppError('VALIDATION_FAILED', 400, 'Please upload an image first', [
    { path: 'imageUrl', message: 'Please upload an image first' },
  ]);

/** A photo must be one of our own uploads, and that upload must really exist. */
async function checkUploaded(storage: Storage, imageUrl: string) {
  const key = keyOfUploadPath(imageUrl);
  if (!key || !(await storage.get(key))) throw noImage();
}

export async function submitPhoto(db: Db, storage: Storage, input: Out<typeof photoSubmissionSchema>, user: User) {
  checkMayUpload(user);
  await checkUploaded(storage, input.imageUrl);
  const [row] = await db
    .insert(photoSubmissions)
    .values({ ...input, status: PENDING, submittedBy: user.id })
    .returning({ id: photoSubmissions.id, status: photoSubmissions.status });
  return created(row);
}

export async function nominateSpotlight(
  db: Db,
  storage: Storage,
  input: Out<typeof spotlightNominationSchema>,
  userId: string,
) {
  if (input.imageUrl && keyOfUploadPath(input.imageUrl)) await checkUploaded(storage, input.imageUrl);
  const [row] = await db
    .insert(spotlights)
    // The column is required, but a nomination has no picture yet: staff add one before featuring it.
    .values({ ...input, imageUrl: input.imageUrl ?? '', status: PENDING, submittedBy: userId })
    .returning({ id: spotlights.id, status: spotlights.status });
  return created(row);
}

export async function submitSportsStory(db: Db, input: Out<typeof sportsStorySchema>, userId: string) {
  const [row] = await db
    .insert(sportsStories)
    .values({ ...input, status: PENDING, submittedBy: userId })
    .returning({ id: sportsStories.id, status: sportsStories.status });
  return created(row);
}

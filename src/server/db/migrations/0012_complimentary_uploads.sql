-- Complimentary premium now brings the same benefits as paid premium: members granted it before get uploads.
UPDATE "users" SET "can_upload_content" = true WHERE "complimentary_premium" = true AND "can_upload_content" = false;

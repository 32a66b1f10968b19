-- Custom SQL migration file, put your code below! --
-- Orders placed before payment deadlines existed get the default window counted from when they were placed, not from
-- the upgrade (0008 gave every row now() + 72 hours, as a column default cannot read another column).
UPDATE "orders" SET "payment_due_at" = "created_at" + interval '72 hours';

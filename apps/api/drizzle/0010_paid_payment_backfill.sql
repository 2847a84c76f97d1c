-- Custom SQL migration file, put your code below! --
-- Orders paid before 0007: the payment that paid them is their received one (the first, if several). Only that
-- payment's refund refunds the order.
UPDATE "orders" o SET "paid_payment_id" = (
  SELECT p."provider_payment_id" FROM "payments" p
  WHERE p."order_id" = o."id" AND p."status" = 'received'
  ORDER BY p."updated_at", p."id" LIMIT 1
) WHERE o."status" = 'paid';

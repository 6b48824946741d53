-- A card attempt's hosted payment page (Paystack's authorization_url): the buyer who left it can
-- go back to it while the attempt is pending. The card number itself never reaches the API.
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;

CREATE TABLE "route_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "route_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_code" text NOT NULL,
	"to_code" text NOT NULL,
	"both_ways" boolean DEFAULT true NOT NULL,
	"travellers" text NOT NULL,
	"kind" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"text_en" text NOT NULL,
	"text_my" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "route_notices_travellers" CHECK ("route_notices"."travellers" in ('all', 'citizen', 'foreigner')),
	CONSTRAINT "route_notices_kind" CHECK ("route_notices"."kind" in ('info', 'closed')),
	CONSTRAINT "route_notices_window" CHECK ("route_notices"."valid_to" is null or "route_notices"."valid_to" >= "route_notices"."valid_from")
);
--> statement-breakpoint
-- Examples, as data: operations add and end notices with `npm run ops -- notice ...`.
INSERT INTO "route_notices" ("from_code", "to_code", "both_ways", "travellers", "kind", "valid_from", "valid_to", "text_en", "text_my") VALUES
('RGN', 'KYP', true, 'foreigner', 'closed', '2026-01-01', NULL,
 'Kyaukpyu, in Rakhine State, is closed to foreign visitors. Foreigner fares to and from Kyaukpyu are not sold; Myanmar citizens can still book.',
 'ရခိုင်ပြည်နယ်ရှိ ကျောက်ဖြူမြို့သို့ နိုင်ငံခြားသားများ သွားရောက်ခွင့် ပိတ်ထားပါသည်။ ကျောက်ဖြူ အသွားအပြန် နိုင်ငံခြားသား လက်မှတ်များ မရောင်းပါ။ မြန်မာနိုင်ငံသားများ ဆက်လက် ဝယ်ယူနိုင်ပါသည်။'),
('KYP', 'RGN', false, 'citizen', 'info', '2026-01-01', NULL,
 'Residents of Rakhine State need a travel permission letter from their township administration office to fly out of the state. Show it with your NRC at check-in.',
 'ရခိုင်ပြည်နယ်တွင် နေထိုင်သူများသည် ပြည်နယ်ပြင်ပသို့ လေယာဉ်ဖြင့် ခရီးသွားရန် မိမိမြို့နယ် အထွေထွေအုပ်ချုပ်ရေးဦးစီးဌာနမှ ခရီးသွားခွင့် ထောက်ခံစာ လိုအပ်ပါသည်။ လေဆိပ် ချက်ကင်တွင် မှတ်ပုံတင်နှင့်အတူ ပြသပါ။'),
('RGN', 'NYU', false, 'foreigner', 'info', '2026-01-01', NULL,
 'Foreign visitors pay the Bagan Archaeological Zone fee (25,000 kyat) on arrival at Nyaung U Airport. Keep the receipt: it is checked at the temples.',
 'နိုင်ငံခြားသား ဧည့်သည်များသည် ညောင်ဦးလေဆိပ်သို့ ရောက်ရှိချိန်တွင် ပုဂံ ရှေးဟောင်းယဉ်ကျေးမှုဇုန် ဝင်ကြေး (၂၅,၀၀၀ ကျပ်) ပေးဆောင်ရပါမည်။ ဘုရားများတွင် စစ်ဆေးသဖြင့် ပြေစာကို သိမ်းထားပါ။');

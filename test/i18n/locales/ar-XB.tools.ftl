### Test-only pseudo locale ar-XB (right to left). Made from en.ftl by
### npx tsx test/i18n/write-pseudo.ts; never edit by hand.
### Translators' notes: generated, no translator.


## image-convert-jpg

tool-image-convert-jpg-title = Çóñvért ímágé tó JPG
tool-image-convert-jpg-desc = Çóñvérts áñ ímágé tó JPÉG wíth mózjpég, pláçíñg áñý tráñspáréñçý óñ whíté.
tool-image-convert-jpg-output = ímágé/jpég, ór ápplíçátíóñ/zíp (ímágés=áll óñ á HÉÍÇ)
tool-image-convert-jpg-param-quality = Qúálítý 1-100, híghér ís béttér
tool-image-convert-jpg-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)
tool-image-convert-jpg-param-images = Fór á HÉÍÇ hóldíñg sévérál píçtúrés (á búrst): prímárý (thé défáúlt), ór áll óf thém íñ á ZÍP
tool-image-convert-jpg-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-convert-png

tool-image-convert-png-title = Çóñvért ímágé tó PÑG
tool-image-convert-png-desc = Çóñvérts áñ ímágé tó lóssléss PÑG át thé çhóséñ zlíb çómpréssíóñ lévél.
tool-image-convert-png-output = ímágé/pñg, ór ápplíçátíóñ/zíp (ímágés=áll óñ á HÉÍÇ)
tool-image-convert-png-param-level = zlíb çómpréssíóñ lévél 0-9
tool-image-convert-png-param-images = Fór á HÉÍÇ hóldíñg sévérál píçtúrés (á búrst): prímárý (thé défáúlt), ór áll óf thém íñ á ZÍP
tool-image-convert-png-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-convert-webp

tool-image-convert-webp-title = Çóñvért ímágé tó WébP
tool-image-convert-webp-desc = Çóñvérts áñ ímágé tó lóssý ór lóssléss WébP, kéépíñg thé frámés óf áñ áñímátíóñ.
tool-image-convert-webp-param-quality = Qúálítý 1-100, híghér ís béttér
tool-image-convert-webp-param-preset = lóssý ór lóssléss WébP
tool-image-convert-webp-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)
tool-image-convert-webp-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-convert-avif

tool-image-convert-avif-title = Çóñvért ímágé tó ÁVÍF
tool-image-convert-avif-desc = Çóñvérts áñ ímágé tó ÁVÍF (ÁV1 íñ HÉÍF), úsúállý fár smállér tháñ JPÉG át thé sámé qúálítý.
tool-image-convert-avif-param-quality = Qúálítý 1-100, híghér ís béttér
tool-image-convert-avif-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)
tool-image-convert-avif-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-convert-gif

tool-image-convert-gif-title = Çóñvért ímágé tó GÍF
tool-image-convert-gif-desc = Çóñvérts áñ ímágé tó á 256-çólóúr GÍF, kéépíñg thé frámés óf áñ áñímátéd WébP ór GÍF.

## image-convert-ico

tool-image-convert-ico-title = Çóñvért ímágé tó ÍÇÓ
tool-image-convert-ico-desc = Mákés á sqúáré Wíñdóws íçóñ (.íçó wíth áñ émbéddéd PÑG) óf thé çhóséñ sízé, páddíñg ñóñ-sqúáré ímágés.
tool-image-convert-ico-param-width = Íçóñ sízé íñ píxéls (sqúáré)

## image-convert-bmp

tool-image-convert-bmp-title = Çóñvért ímágé tó BMP
tool-image-convert-bmp-desc = Çóñvérts áñ ímágé tó áñ úñçómprésséd Wíñdóws bítmáp (24-bít, ór 32-bít whéñ ít hás tráñspáréñçý).

## svg-to-png

tool-svg-to-png-title = SVG tó PÑG
tool-svg-to-png-desc = Réñdérs áñ SVG dráwíñg tó á PÑG óf thé çhóséñ wídth, kéépíñg tráñspáréñçý.
tool-svg-to-png-param-width = Óútpút wídth íñ píxéls
tool-svg-to-png-param-height = Óútpút héíght íñ píxéls; ómíttéd kééps thé áspéçt rátíó, gívéñ páds tó fít

## image-resize

tool-image-resize-title = Résízé ímágé
tool-image-resize-desc = Résízés áñ ímágé tó á wídth (áñd óptíóñál héíght) úsíñg thé çhóséñ fít, kéépíñg íts fórmát.
tool-image-resize-output = sámé ás íñpút
tool-image-resize-param-width = Tárgét wídth íñ píxéls
tool-image-resize-param-height = Tárgét héíght íñ píxéls; ómíttéd kééps thé áspéçt rátíó
tool-image-resize-param-preset = Hów thé ímágé fíts thé bóx: íñsídé, çóvér, çóñtáíñ, fíll ór óútsídé
tool-image-resize-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-crop

tool-image-crop-title = Çróp ímágé
tool-image-crop-desc = Çúts óút á réçtáñglé gívéñ bý íts tóp-léft çórñér áñd sízé íñ píxéls.
tool-image-crop-output = sámé ás íñpút
tool-image-crop-param-x = Léft édgé íñ píxéls fróm thé léft
tool-image-crop-param-y = Tóp édgé íñ píxéls fróm thé tóp
tool-image-crop-param-crop_width = Wídth óf thé réçtáñglé íñ píxéls
tool-image-crop-param-crop_height = Héíght óf thé réçtáñglé íñ píxéls

## image-rotate

tool-image-rotate-title = Rótáté ímágé
tool-image-rotate-desc = Rótátés áñ ímágé çlóçkwísé; óthér tháñ ríght áñglés, thé çórñérs áré fílléd tráñspáréñt (whíté fór JPÉG).
tool-image-rotate-output = sámé ás íñpút
tool-image-rotate-param-degrees = Çlóçkwísé áñglé íñ dégréés

## image-flip

tool-image-flip-title = Flíp ímágé
tool-image-flip-desc = Mírrórs áñ ímágé léft-ríght, tóp-bóttóm ór bóth.
tool-image-flip-output = sámé ás íñpút
tool-image-flip-param-direction = hórízóñtál, vértíçál ór bóth

## image-compress

tool-image-compress-title = Çómpréss ímágé
tool-image-compress-desc = Mákés áñ ímágé fílé smállér wíth lóssý éñçódíñg (mózjpég, pálétté PÑG, WébP ór ÁVÍF).
tool-image-compress-output = sámé ás íñpút
tool-image-compress-param-quality = Qúálítý 1-100, lówér gívés smállér fílés
tool-image-compress-param-format = Óútpút fórmát: kéép, jpg, wébp, ávíf ór pñg
tool-image-compress-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)
tool-image-compress-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-blur

tool-image-blur-title = Blúr ímágé
tool-image-blur-desc = Ápplíés á Gáússíáñ blúr óf thé çhóséñ stréñgth (sígmá).
tool-image-blur-output = sámé ás íñpút
tool-image-blur-param-level = Gáússíáñ sígmá 0.3-100

## image-sharpen

tool-image-sharpen-title = Shárpéñ ímágé
tool-image-sharpen-desc = Shárpéñs áñ ímágé wíth áñ úñshárp másk óf thé çhóséñ rádíús (sígmá).
tool-image-sharpen-output = sámé ás íñpút
tool-image-sharpen-param-level = Shárpéñíñg sígmá 0.01-10

## image-grayscale

tool-image-grayscale-title = Gráýsçálé ímágé
tool-image-grayscale-desc = Túrñs áñ ímágé íñtó shádés óf gréý.
tool-image-grayscale-output = sámé ás íñpút

## image-invert

tool-image-invert-title = Íñvért çólóúrs
tool-image-invert-desc = Íñvérts thé çólóúrs óf áñ ímágé (á ñégátívé), léávíñg tráñspáréñçý ás ít wás.
tool-image-invert-output = sámé ás íñpút

## image-brightness

tool-image-brightness-title = Ádjúst bríghtñéss
tool-image-brightness-desc = Múltíplíés thé bríghtñéss óf áñ ímágé bý á fáçtór (bélów 1 dárkér, ábóvé 1 líghtér).
tool-image-brightness-output = sámé ás íñpút
tool-image-brightness-param-factor = Bríghtñéss múltíplíér 0-4

## image-saturation

tool-image-saturation-title = Ádjúst sátúrátíóñ
tool-image-saturation-desc = Múltíplíés thé çólóúr sátúrátíóñ óf áñ ímágé bý á fáçtór (0 rémóvés áll çólóúr).
tool-image-saturation-output = sámé ás íñpút
tool-image-saturation-param-factor = Sátúrátíóñ múltíplíér 0-4

## image-sepia

tool-image-sepia-title = Sépíá tóñé
tool-image-sepia-desc = Gívés áñ ímágé thé wárm brówñ tíñt óf áñ óld phótógráph.
tool-image-sepia-output = sámé ás íñpút

## image-pixelate

tool-image-pixelate-title = Píxéláté ímágé
tool-image-pixelate-desc = Túrñs áñ ímágé íñtó çóársé sqúáré blóçks óf thé çhóséñ sízé.
tool-image-pixelate-output = sámé ás íñpút
tool-image-pixelate-param-level = Blóçk sízé íñ píxéls 2-200

## image-round-corners

tool-image-round-corners-title = Róúñd çórñérs
tool-image-round-corners-desc = Çúts thé çórñérs óf áñ ímágé tó á rádíús, léávíñg thém tráñspáréñt, ás PÑG ór WébP.
tool-image-round-corners-param-level = Çórñér rádíús íñ píxéls
tool-image-round-corners-param-format = Óútpút fórmát: pñg ór wébp

## image-add-border

tool-image-add-border-title = Ádd bórdér
tool-image-add-border-desc = Ádds á whíté, bláçk ór tráñspáréñt bórdér óf thé sámé wídth óñ évérý sídé.
tool-image-add-border-output = sámé ás íñpút
tool-image-add-border-param-level = Bórdér wídth íñ píxéls
tool-image-add-border-param-preset = Bórdér çólóúr

## image-trim

tool-image-trim-title = Trím ímágé bórdérs
tool-image-trim-desc = Rémóvés á úñífórm bórdér whósé çólóúr mátçhés thé tóp-léft píxél wíthíñ á thréshóld.
tool-image-trim-output = sámé ás íñpút
tool-image-trim-param-level = Çólóúr dífféréñçé thréshóld 0-255

## image-upscale

tool-image-upscale-title = Úpsçálé ímágé
tool-image-upscale-desc = Éñlárgés áñ ímágé bý á fáçtór wíth Láñçzós íñtérpólátíóñ (çlássíç résámplíñg, ñót ÁÍ).
tool-image-upscale-output = sámé ás íñpút
tool-image-upscale-param-factor = Sçálé fáçtór 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Rémóvé ímágé métádátá
tool-image-strip-metadata-desc = Rémóvés ÉXÍF (çámérá, GPS), XMP, ÍPTÇ áñd ÍÇÇ dátá, túrñíñg thé ímágé úpríght fírst.
tool-image-strip-metadata-output = sámé ás íñpút

## image-metadata

tool-image-metadata-title = Ímágé íñfórmátíóñ
tool-image-metadata-desc = Lísts áñ ímágé's fórmát, sízé, çólóúr spáçé, óríéñtátíóñ, frámés áñd pér-çháññél státístíçs ás JSÓÑ.

## image-favicon-set

tool-image-favicon-set-title = Fávíçóñ sét
tool-image-favicon-set-desc = Mákés fávíçóñ PÑGs (16 tó 512 px), áñ Ápplé tóúçh íçóñ áñd á múltí-sízé fávíçóñ.íçó, zíppéd.

## pdf-to-png

tool-pdf-to-png-title = PDF tó PÑG
tool-pdf-to-png-desc = Réñdérs PDF págés tó PÑG ímágés (óñé pér págé, íñ á ZÍP).
tool-pdf-to-png-param-pages = Págés tó réñdér, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 100 págés)
tool-pdf-to-png-param-level = Résólútíóñ íñ dpí (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF tó JPG
tool-pdf-to-jpg-desc = Réñdérs PDF págés tó JPÉG ímágés (óñé pér págé, íñ á ZÍP).
tool-pdf-to-jpg-param-pages = Págés tó réñdér, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 100 págés)
tool-pdf-to-jpg-param-level = Résólútíóñ íñ dpí (36–600)
tool-pdf-to-jpg-param-quality = JPÉG qúálítý (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF tó WébP
tool-pdf-to-webp-desc = Réñdérs PDF págés tó WébP ímágés (óñé pér págé, íñ á ZÍP).
tool-pdf-to-webp-param-pages = Págés tó réñdér, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 100 págés)
tool-pdf-to-webp-param-level = Résólútíóñ íñ dpí (36–600)
tool-pdf-to-webp-param-quality = WébP qúálítý (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = PDF thúmbñáíl
tool-pdf-thumbnail-desc = Á smáll ímágé óf óñé PDF págé (thé fírst bý défáúlt).
tool-pdf-thumbnail-param-pages = Thé págé tó shów (óñé págé ñúmbér)
tool-pdf-thumbnail-param-width = Thúmbñáíl wídth íñ px (32–2000)
tool-pdf-thumbnail-param-format = Ímágé fórmát: pñg, jpg ór wébp

## pdf-to-text

tool-pdf-to-text-title = PDF tó téxt
tool-pdf-to-text-desc = Éxtráçts thé téxt óf PDF págés ás ÚTF-8 pláíñ téxt (págés sépárátéd bý á fórm fééd).
tool-pdf-to-text-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF tó HTML
tool-pdf-to-html-desc = Çóñvérts PDF págés tó óñé sélf-çóñtáíñéd HTML fílé wíth thé téxt láíd óút ás óñ thé págé.
tool-pdf-to-html-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Splít PDF íñtó págés
tool-pdf-split-pages-desc = Óñé PDF pér págé (áll págés, ór thé óñés çhóséñ), délívéréd ás á ZÍP.
tool-pdf-split-pages-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Éxtráçt PDF págés
tool-pdf-extract-pages-desc = Á ñéw PDF wíth óñlý thé çhóséñ págés, íñ dóçúméñt órdér.
tool-pdf-extract-pages-param-pages = Págés tó kéép, súçh ás 1-3,5 (réqúíréd)

## pdf-remove-pages

tool-pdf-remove-pages-title = Rémóvé PDF págés
tool-pdf-remove-pages-desc = Thé PDF wíthóút thé çhóséñ págés (át léást óñé págé múst rémáíñ).
tool-pdf-remove-pages-param-pages = Págés tó rémóvé, súçh ás 2,4-6 (réqúíréd)

## pdf-rotate

tool-pdf-rotate-title = Rótáté PDF págés
tool-pdf-rotate-desc = Túrñs págés çlóçkwísé bý 90, 180 ór 270 dégréés (-90 túrñs áñtíçlóçkwísé), áddéd tó áñý rótátíóñ théý hád.
tool-pdf-rotate-param-degrees = Çlóçkwísé rótátíóñ: 90, 180, 270 ór -90
tool-pdf-rotate-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Çróp PDF págés
tool-pdf-crop-desc = Séts thé vísíblé áréá óf págés: x, ý, wídth áñd héíght íñ póíñts fróm thé tóp-léft çórñér óf thé págé ás shówñ.
tool-pdf-crop-param-x = Léft édgé íñ póíñts fróm thé léft óf thé págé
tool-pdf-crop-param-y = Tóp édgé íñ póíñts fróm thé tóp óf thé págé
tool-pdf-crop-param-crop_width = Wídth íñ póíñts
tool-pdf-crop-param-crop_height = Héíght íñ póíñts
tool-pdf-crop-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Çómpréss PDF (lóssléss)
tool-pdf-compress-desc = Réwrítés thé PDF wíth dúplíçáté óbjéçts mérgéd áñd stréáms, fóñts áñd ímágés réçómprésséd; ñóthíñg vísíblé çháñgés. lévél 1–4 ís hów hárd úñúséd áñd dúplíçáté óbjéçts áré húñtéd. Wíth tárgét_sízé, ímágés áré mádé smállér áñd wríttéñ ás JPÉG, stép bý stép, úñtíl thé fílé fíts.
tool-pdf-compress-param-level = Gárbágé çólléçtíóñ lévél (1–4)
tool-pdf-compress-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Çómpréss PDF (rástérísé)
tool-pdf-rasterize-compress-desc = Répláçés éáçh págé bý á JPÉG ímágé óf ít: múçh smállér fór sçáñs, bút téxt ís ñó lóñgér séléçtáblé.
tool-pdf-rasterize-compress-param-level = Résólútíóñ íñ dpí (50–300)
tool-pdf-rasterize-compress-param-quality = JPÉG qúálítý (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = Gréýsçálé PDF
tool-pdf-grayscale-desc = Réñdérs évérý págé íñ shádés óf gréý (ás ímágés: téxt ís ñó lóñgér séléçtáblé).
tool-pdf-grayscale-param-level = Résólútíóñ íñ dpí (36–600)
tool-pdf-grayscale-param-quality = JPÉG qúálítý (1–100)

## pdf-metadata

tool-pdf-metadata-title = PDF métádátá
tool-pdf-metadata-desc = Títlé, áúthór, dátés, pródúçér, págé çóúñt áñd sízés, éñçrýptíóñ, fórm fíélds áñd áññótátíóñs, ás JSÓÑ. Á pásswórd-prótéçtéd PDF ís répórtéd ás éñçrýptéd.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Rémóvé PDF métádátá
tool-pdf-strip-metadata-desc = Rémóvés thé títlé, áúthór, dátés, pródúçér áñd XMP métádátá fróm thé PDF.

## pdf-repair

tool-pdf-repair-title = Répáír PDF
tool-pdf-repair-desc = Rébúílds á dámágéd ór trúñçátéd PDF’s strúçtúré áñd sávés á çléáñ çópý óf whát çáñ bé réçóvéréd.

## pdf-flatten

tool-pdf-flatten-title = Fláttéñ PDF
tool-pdf-flatten-desc = Búrñs áññótátíóñs áñd fílléd fórm fíélds íñtó thé págés, só théý çáñ ñó lóñgér bé édítéd.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Rémóvé PDF áññótátíóñs
tool-pdf-remove-annotations-desc = Délétés çómméñts, híghlíghts, dráwíñgs áñd óthér áññótátíóñs fróm thé çhóséñ págés; fórm fíélds stáý.
tool-pdf-remove-annotations-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Ádd págé ñúmbérs
tool-pdf-add-page-numbers-desc = Wrítés págé ñúmbérs óñ thé çhóséñ págés, çóúñtíñg fróm `stárt`, úpríght ás éáçh págé ís shówñ.
tool-pdf-add-page-numbers-param-direction = Whéré thé ñúmbér góés: tóp ór bóttóm, léft, çéñtér ór ríght
tool-pdf-add-page-numbers-param-level = Fóñt sízé íñ póíñts (6–48)
tool-pdf-add-page-numbers-param-start = Ñúmbér óf thé fírst ñúmbéréd págé
tool-pdf-add-page-numbers-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = Ñ-úp (págés pér shéét)
tool-pdf-n-up-desc = Pláçés 2, 4, 6 ór 9 págés óñ éáçh Á4 ór Léttér shéét, sçáléd tó fít.
tool-pdf-n-up-param-level = Págés pér shéét: 2, 4, 6 ór 9
tool-pdf-n-up-param-preset = Shéét sízé: á4 ór léttér

## pdf-page-size

tool-pdf-page-size-title = Çháñgé PDF págé sízé
tool-pdf-page-size-desc = Résízés évérý págé tó Á3, Á4, Á5, Léttér, Légál ór Táblóíd (kéépíñg íts óríéñtátíóñ), çóñtéñt sçáléd tó fít áñd çéñtréd.
tool-pdf-page-size-param-preset = Pápér: á3, á4, á5, léttér, légál ór táblóíd

## pdf-extract-images

tool-pdf-extract-images-title = Éxtráçt ímágés fróm PDF
tool-pdf-extract-images-desc = Évérý dístíñçt ímágé óñ thé çhóséñ págés ás á PÑG át íts ówñ résólútíóñ, íñ á ZÍP (át móst 500 ímágés).
tool-pdf-extract-images-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Rémóvé bláñk págés
tool-pdf-remove-blank-pages-desc = Dróps págés thát áré (ñéárlý) úñífórm. lévél ís thé lárgést stáñdárd dévíátíóñ óf á págé’s gréý lévéls (0–64, át 36 dpí) thát stíll çóúñts ás bláñk: 0 rémóvés óñlý pérféçtlý émptý págés.
tool-pdf-remove-blank-pages-param-level = Bláñkñéss thréshóld (0–64)

## image-to-pdf

tool-image-to-pdf-title = Ímágé tó PDF
tool-image-to-pdf-desc = Púts áñ ímágé (JPÉG, PÑG, WébP, GÍF, TÍFF, ÁVÍF; évérý frámé óf á múltí-págé TÍFF ór áñímátéd GÍF) óñ PDF págés: fít = págé óf thé ímágé’s ówñ sízé, á4/léttér = çéñtréd óñ pápér.
tool-image-to-pdf-param-preset = Págé sízé: fít, á4 ór léttér
tool-image-to-pdf-param-quality = JPÉG qúálítý whéñ thé ímágé hás tó bé ré-éñçódéd

## txt-to-pdf

tool-txt-to-pdf-title = Téxt tó PDF
tool-txt-to-pdf-desc = Láýs á ÚTF-8 pláíñ-téxt fílé óút óñ Á4 ór Léttér págés.
tool-txt-to-pdf-param-preset = Pápér: á4 ór léttér

## html-to-pdf

tool-html-to-pdf-title = HTML tó PDF
tool-html-to-pdf-desc = Réñdérs á státíç HTML págé (HTML áñd ÇSS; ñó sçrípts, ñó ímágés ór stýlés fétçhéd fróm áñýwhéré) tó PDF.
tool-html-to-pdf-param-preset = Pápér: á4 ór léttér

## epub-to-pdf

tool-epub-to-pdf-title = ÉPÚB tó PDF
tool-epub-to-pdf-desc = Láýs áñ ÉPÚB é-bóók óút óñ Á4 ór Léttér págés (píçtúrés áñd stýlés íñsídé thé bóók áré úséd).
tool-epub-to-pdf-param-preset = Pápér: á4 ór léttér

## audio-to-mp3

tool-audio-to-mp3-title = Áúdíó tó MP3
tool-audio-to-mp3-desc = Çóñvért áúdíó (ór thé sóúñd óf á vídéó) tó MP3 wíth LÁMÉ át á çóñstáñt bítráté.
tool-audio-to-mp3-param-bitrate = Áúdíó bítráté íñ kbít/s (32–320; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-mp3-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-wav

tool-audio-to-wav-title = Áúdíó tó WÁV
tool-audio-to-wav-desc = Çóñvért áúdíó tó úñçómprésséd PÇM WÁV: 16-bít, 24-bít ór 8-bít úñsígñéd.
tool-audio-to-wav-param-preset = Sámplé fórmát: s16, s24 ór ú8

## audio-to-ogg

tool-audio-to-ogg-title = Áúdíó tó ÓGG Vórbís
tool-audio-to-ogg-desc = Çóñvért áúdíó tó Ógg Vórbís; thé bítráté séts thé VBR qúálítý (ñómíñál fór stéréó 44.1 kHz).
tool-audio-to-ogg-param-bitrate = Áúdíó bítráté íñ kbít/s (48–500; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-ogg-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-opus

tool-audio-to-opus-title = Áúdíó tó Ópús
tool-audio-to-opus-desc = Çóñvért áúdíó tó Ópús íñ áñ Ógg fílé (át móst 256 kbít/s pér çháññél).
tool-audio-to-opus-param-bitrate = Áúdíó bítráté íñ kbít/s (6–510; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-opus-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-flac

tool-audio-to-flac-title = Áúdíó tó FLÁÇ
tool-audio-to-flac-desc = Çóñvért áúdíó tó lóssléss FLÁÇ; lévél ís thé çómpréssíóñ éffórt (0–12).
tool-audio-to-flac-param-level = FLÁÇ çómpréssíóñ lévél (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Áúdíó tó M4Á (ÁÁÇ)
tool-audio-to-m4a-desc = Çóñvért áúdíó tó ÁÁÇ íñ áñ M4Á fílé.
tool-audio-to-m4a-param-bitrate = Áúdíó bítráté íñ kbít/s (32–320; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-m4a-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-aac

tool-audio-to-aac-title = Áúdíó tó ÁÁÇ
tool-audio-to-aac-desc = Çóñvért áúdíó tó á ráw ÁÁÇ (ÁDTS) stréám.
tool-audio-to-aac-param-bitrate = Áúdíó bítráté íñ kbít/s (32–320; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-aac-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-aiff

tool-audio-to-aiff-title = Áúdíó tó ÁÍFF
tool-audio-to-aiff-desc = Çóñvért áúdíó tó 16-bít PÇM ÁÍFF.

## audio-to-wma

tool-audio-to-wma-title = Áúdíó tó WMÁ
tool-audio-to-wma-desc = Çóñvért áúdíó tó Wíñdóws Médíá Áúdíó 2 (stéréó át móst).
tool-audio-to-wma-param-bitrate = Áúdíó bítráté íñ kbít/s (32–192; wíth tárgét_sízé, thé móst úséd)
tool-audio-to-wma-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## audio-to-alac

tool-audio-to-alac-title = Áúdíó tó ÁLÁÇ
tool-audio-to-alac-desc = Çóñvért áúdíó tó Ápplé Lóssléss íñ áñ M4Á fílé.

## audio-trim

tool-audio-trim-title = Trím áúdíó
tool-audio-trim-desc = Kéép thé párt bétwééñ stárt áñd éñd (séçóñds); ré-éñçódéd íñ thé íñpút's fórmát.
tool-audio-trim-output = sámé ás íñpút
tool-audio-trim-param-start = Stárt óf thé képt párt, séçóñds
tool-audio-trim-param-end = Éñd óf thé képt párt, séçóñds (áftér stárt)

## audio-volume

tool-audio-volume-title = Çháñgé vólúmé
tool-audio-volume-desc = Ráísé ór lówér thé vólúmé bý gáíñ_db déçíbéls.
tool-audio-volume-output = sámé ás íñpút
tool-audio-volume-param-gain_db = Gáíñ íñ dB (−30 tó +30)

## audio-normalize

tool-audio-normalize-title = Ñórmálízé lóúdñéss
tool-audio-normalize-desc = ÉBÚ R128 lóúdñéss ñórmálísátíóñ tó thé tárgét lévél íñ LÚFS (twó pássés: méásúré, théñ éxáçt gáíñ, ór lóúdñórm wíth thé méásúréd válúés whéñ thé péák wóúld páss −1.5 dBTP).
tool-audio-normalize-output = sámé ás íñpút
tool-audio-normalize-param-level = Tárgét íñtégrátéd lóúdñéss, LÚFS

## audio-speed

tool-audio-speed-title = Çháñgé áúdíó spééd
tool-audio-speed-desc = Pláý fástér ór slówér bý fáçtór, kéépíñg thé pítçh.
tool-audio-speed-output = sámé ás íñpút
tool-audio-speed-param-factor = Spééd fáçtór (0.5–4)

## audio-pitch

tool-audio-pitch-title = Çháñgé pítçh
tool-audio-pitch-desc = Shíft thé pítçh bý fáçtór (1.12 ≈ twó sémítóñés úp) whílé kéépíñg thé témpó.
tool-audio-pitch-output = sámé ás íñpút
tool-audio-pitch-param-factor = Pítçh fáçtór (0.5–2)

## audio-reverse

tool-audio-reverse-title = Révérsé áúdíó
tool-audio-reverse-desc = Pláý thé áúdíó báçkwárds (át móst 10 míñútés: thé whólé çlíp ís héld íñ mémórý).
tool-audio-reverse-output = sámé ás íñpút

## audio-fade

tool-audio-fade-title = Fádé íñ / óút
tool-audio-fade-desc = Fádé íñ óvér thé fírst stárt séçóñds áñd óút óvér thé lást éñd séçóñds.
tool-audio-fade-output = sámé ás íñpút
tool-audio-fade-param-start = Fádé-íñ léñgth, séçóñds (0 = ñóñé)
tool-audio-fade-param-end = Fádé-óút léñgth, séçóñds (0 = ñóñé)

## audio-remove-silence

tool-audio-remove-silence-title = Rémóvé síléñçé
tool-audio-remove-silence-desc = Çút léádíñg síléñçé áñd évérý páúsé lóñgér tháñ hálf á séçóñd thát stáýs bélów lévél dB.
tool-audio-remove-silence-output = sámé ás íñpút
tool-audio-remove-silence-param-level = Síléñçé thréshóld, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Rédúçé ñóísé
tool-audio-noise-reduction-desc = FFT déñóísér thát tráçks thé ñóísé flóór; lévél ís thé ñóísé rédúçtíóñ íñ dB.
tool-audio-noise-reduction-output = sámé ás íñpút
tool-audio-noise-reduction-param-level = Ñóísé rédúçtíóñ, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Báss bóóst
tool-audio-bass-boost-desc = Bóóst lów fréqúéñçíés (shélf áróúñd 100 Hz) bý gáíñ_db.
tool-audio-bass-boost-output = sámé ás íñpút
tool-audio-bass-boost-param-gain_db = Báss gáíñ, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Çóñvért tó móñó
tool-audio-to-mono-desc = Míx áll çháññéls dówñ tó óñé.
tool-audio-to-mono-output = sámé ás íñpút

## audio-waveform-image

tool-audio-waveform-image-title = Wávéfórm ímágé
tool-audio-waveform-image-desc = Dráw thé wávéfórm óf thé whólé tráçk ás á PÑG wíth á tráñspáréñt báçkgróúñd.
tool-audio-waveform-image-param-width = Ímágé wídth, px (100–4000)
tool-audio-waveform-image-param-height = Ímágé héíght, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Spéçtrógrám ímágé
tool-audio-spectrogram-image-desc = Dráw á spéçtrógrám óf thé whólé tráçk (tímé áçróss, fréqúéñçý úp) ás á PÑG óf éxáçtlý thát sízé.
tool-audio-spectrogram-image-param-width = Ímágé wídth, px (100–4000)
tool-audio-spectrogram-image-param-height = Ímágé héíght, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Áúdíó métádátá
tool-audio-metadata-desc = Fórmát, çódéç, dúrátíóñ, çháññéls, tágs, áñd á lóúdñéss súmmárý (ÉBÚ R128 áñd vólúmé) ás JSÓÑ.

## video-to-mp4

tool-video-to-mp4-title = Vídéó tó MP4
tool-video-to-mp4-desc = Çóñvért vídéó tó H.264/ÁÁÇ MP4 (ýúv420p, fást stárt) fór brówsérs áñd phóñés.
tool-video-to-mp4-param-level = x264 ÇRF: lówér = béttér áñd lárgér (0–51)
tool-video-to-mp4-param-preset = x264 spééd prését
tool-video-to-mp4-param-bitrate = ÁÁÇ áúdíó bítráté, kbít/s
tool-video-to-mp4-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## video-to-webm

tool-video-to-webm-title = Vídéó tó WébM
tool-video-to-webm-desc = Çóñvért vídéó tó VP9/Ópús WébM íñ çóñstáñt-qúálítý módé.
tool-video-to-webm-param-level = VP9 ÇRF: lówér = béttér áñd lárgér (0–63)
tool-video-to-webm-param-preset = réáltímé = fást; góód = slówér, smállér

## video-to-mkv

tool-video-to-mkv-title = Vídéó tó MKV
tool-video-to-mkv-desc = Pút thé vídéó íñtó Mátróská: stréáms çópíéd úñçháñgéd, ór ré-éñçódéd tó H.264/ÁÁÇ.
tool-video-to-mkv-param-preset = çópý = rémúx thé stréáms úñçháñgéd whéñ póssíblé; éñçódé = H.264/ÁÁÇ

## video-to-mov

tool-video-to-mov-title = Vídéó tó MÓV
tool-video-to-mov-desc = Pút thé vídéó íñtó QúíçkTímé MÓV: çópíéd whéñ íts çódéçs fít MÓV, élsé ré-éñçódéd tó H.264/ÁÁÇ.
tool-video-to-mov-param-preset = çópý = rémúx thé stréáms úñçháñgéd whéñ póssíblé; éñçódé = H.264/ÁÁÇ

## video-to-avi

tool-video-to-avi-title = Vídéó tó ÁVÍ
tool-video-to-avi-desc = Çóñvért vídéó tó MPÉG-4 Párt 2 (Xvíd tág) wíth MP3 áúdíó íñ ÁVÍ.
tool-video-to-avi-param-level = MPÉG-4 qúáñtísér: lówér = béttér (2–31)

## video-to-hevc

tool-video-to-hevc-title = Vídéó tó HÉVÇ (H.265)
tool-video-to-hevc-desc = Çóñvért vídéó tó H.265 (hvç1) wíth ÁÁÇ áúdíó íñ MP4: ábóút hálf thé sízé óf H.264 át éqúál qúálítý.
tool-video-to-hevc-param-level = x265 ÇRF: lówér = béttér áñd lárgér (0–51)
tool-video-to-hevc-param-preset = x265 spééd prését

## video-to-gif

tool-video-to-gif-title = Vídéó tó GÍF
tool-video-to-gif-desc = Túrñ úp tó 30 s óf vídéó íñtó áñ áñímátéd GÍF wíth áñ óptímíséd pálétté.
tool-video-to-gif-param-fps = Frámés pér séçóñd (1–30)
tool-video-to-gif-param-width = Wídth, px (16–1280; ñévér úpsçáléd)
tool-video-to-gif-param-start = Stárt óf thé çlíp, séçóñds
tool-video-to-gif-param-end = Éñd óf thé çlíp, séçóñds (défáúlt stárt + 10; át móst 30 s áftér stárt)
tool-video-to-gif-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## video-to-animated-webp

tool-video-to-animated-webp-title = Vídéó tó áñímátéd WébP
tool-video-to-animated-webp-desc = Túrñ úp tó 30 s óf vídéó íñtó áñ áñímátéd WébP (lóssý, lóópíñg).
tool-video-to-animated-webp-param-fps = Frámés pér séçóñd (1–30)
tool-video-to-animated-webp-param-width = Wídth, px (16–1280; ñévér úpsçáléd)
tool-video-to-animated-webp-param-start = Stárt óf thé çlíp, séçóñds
tool-video-to-animated-webp-param-end = Éñd óf thé çlíp, séçóñds (défáúlt stárt + 10; át móst 30 s áftér stárt)
tool-video-to-animated-webp-param-quality = WébP qúálítý (1–100)

## video-extract-audio

tool-video-extract-audio-title = Éxtráçt áúdíó
tool-video-extract-audio-desc = Sávé thé sóúñd óf á vídéó ás MP3, M4Á, WÁV, ÓGG, Ópús ór FLÁÇ; çópíéd wíthóút ré-éñçódíñg whéñ ít álréádý hás thát çódéç.
tool-video-extract-audio-param-format = Áúdíó fórmát
tool-video-extract-audio-param-bitrate = Bítráté fór lóssý fórmáts, kbít/s (úñúséd whéñ çópíéd)

## video-mute

tool-video-mute-title = Rémóvé sóúñd
tool-video-mute-desc = Dróp thé áúdíó tráçk; thé píçtúré ís çópíéd úñçháñgéd.
tool-video-mute-output = sámé ás íñpút

## video-trim

tool-video-trim-title = Trím vídéó
tool-video-trim-desc = Kéép stárt..éñd séçóñds. fást = stréám çópý, çút át thé kéýfrámé béfóré stárt (máý bégíñ á líttlé éárlý); áççúráté = ré-éñçódéd, frámé-éxáçt.
tool-video-trim-output = sámé ás íñpút
tool-video-trim-param-start = Stárt óf thé képt párt, séçóñds
tool-video-trim-param-end = Éñd óf thé képt párt, séçóñds (áftér stárt)
tool-video-trim-param-preset = fást = kéýfrámé-álígñéd stréám çópý; áççúráté = ré-éñçódé

## video-crop

tool-video-crop-title = Çróp vídéó
tool-video-crop-desc = Kéép á réçtáñglé óf thé píçtúré (x, ý, çróp_wídth, çróp_héíght íñ píxéls; sízés róúñdéd tó évéñ).
tool-video-crop-param-x = Léft édgé óf thé képt áréá, px
tool-video-crop-param-y = Tóp édgé óf thé képt áréá, px
tool-video-crop-param-crop_width = Wídth óf thé képt áréá, px (róúñdéd dówñ tó évéñ)
tool-video-crop-param-crop_height = Héíght óf thé képt áréá, px (róúñdéd dówñ tó évéñ)

## video-resize

tool-video-resize-title = Résízé vídéó
tool-video-resize-desc = Sçálé tó wídth píxéls; héíght fóllóws thé áspéçt rátíó úñléss gívéñ. Sízés áré róúñdéd tó évéñ.
tool-video-resize-param-width = Óútpút wídth, px (16–3840)
tool-video-resize-param-height = Óútpút héíght, px (ómít tó kéép thé áspéçt rátíó)

## video-rotate

tool-video-rotate-title = Rótáté vídéó
tool-video-rotate-desc = Rótáté thé píçtúré çlóçkwísé bý 90, 180 ór 270 dégréés.
tool-video-rotate-param-degrees = Çlóçkwísé rótátíóñ: 90, 180 ór 270

## video-flip

tool-video-flip-title = Flíp vídéó
tool-video-flip-desc = Mírrór thé píçtúré hórízóñtállý, vértíçállý ór bóth.
tool-video-flip-param-direction = Mírrór áxís

## video-speed

tool-video-speed-title = Çháñgé vídéó spééd
tool-video-speed-desc = Spééd úp ór slów dówñ píçtúré áñd sóúñd tógéthér (sóúñd kééps íts pítçh).
tool-video-speed-param-factor = Spééd fáçtór (0.25–4)

## video-reverse

tool-video-reverse-title = Révérsé vídéó
tool-video-reverse-desc = Pláý thé çlíp báçkwárds, sóúñd íñçlúdéd (át móst 60 s: évérý frámé ís héld íñ mémórý).

## video-compress

tool-video-compress-title = Çómpréss vídéó
tool-video-compress-desc = Ré-éñçódé tó smállér H.264/ÁÁÇ (128 kbít/s) MP4; óptíóñállý çáp thé wídth.
tool-video-compress-param-level = x264 ÇRF: híghér = smállér (18–40)
tool-video-compress-param-preset = x264 spééd prését
tool-video-compress-param-width = Lárgést óútpút wídth, px (0 = kéép)
tool-video-compress-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)

## video-change-fps

tool-video-change-fps-title = Çháñgé frámé ráté
tool-video-change-fps-desc = Résámplé tó fps frámés pér séçóñd (frámés áré dróppéd ór répéátéd; léñgth úñçháñgéd).
tool-video-change-fps-param-fps = Frámés pér séçóñd (1–60)

## video-loop

tool-video-loop-title = Lóóp vídéó
tool-video-loop-desc = Répéát thé çlíp lévél tímés íñ óñé fílé (stréáms çópíéd; résúlt át móst 600 s).
tool-video-loop-output = sámé ás íñpút
tool-video-loop-param-level = Tótál pláýs (2–20)

## video-fade

tool-video-fade-title = Fádé vídéó íñ / óút
tool-video-fade-desc = Fádé fróm bláçk óvér thé fírst stárt séçóñds áñd tó bláçk óvér thé lást éñd séçóñds; sóúñd tóó.
tool-video-fade-param-start = Fádé-íñ léñgth, séçóñds (0 = ñóñé)
tool-video-fade-param-end = Fádé-óút léñgth, séçóñds (0 = ñóñé)

## video-grayscale

tool-video-grayscale-title = Bláçk áñd whíté vídéó
tool-video-grayscale-desc = Rémóvé áll çólóúr fróm thé píçtúré.

## video-stabilize

tool-video-stabilize-title = Stábílízé vídéó
tool-video-stabilize-desc = Smóóth çámérá sháké íñ twó pássés (víd.stáb); lévél = frámés óf smóóthíñg. Át móst 5 míñútés.
tool-video-stabilize-param-level = Smóóthíñg wíñdów, frámés (1–100)

## video-volume

tool-video-volume-title = Çháñgé vídéó vólúmé
tool-video-volume-desc = Ráísé ór lówér thé sóúñd bý gáíñ_db déçíbéls; thé píçtúré ís çópíéd úñçháñgéd.
tool-video-volume-output = sámé ás íñpút
tool-video-volume-param-gain_db = Gáíñ íñ dB (−30 tó +30)

## video-normalize-audio

tool-video-normalize-audio-title = Ñórmálízé vídéó lóúdñéss
tool-video-normalize-audio-desc = ÉBÚ R128 lóúdñéss ñórmálísátíóñ óf thé sóúñd tó lévél LÚFS (twó pássés, TP −1.5, LRÁ 11); píçtúré çópíéd.
tool-video-normalize-audio-output = sámé ás íñpút
tool-video-normalize-audio-param-level = Tárgét íñtégrátéd lóúdñéss, LÚFS

## video-metadata

tool-video-metadata-title = Vídéó métádátá
tool-video-metadata-desc = Çóñtáíñér, dúrátíóñ, sízé, frámé ráté, rótátíóñ, çódéçs, tráçks áñd tágs ás JSÓÑ.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Thúmbñáíl át á tímé
tool-video-thumbnail-at-time-desc = Sávé thé frámé át stárt séçóñds ás JPG, PÑG ór WébP, óptíóñállý résízéd tó wídth.
tool-video-thumbnail-at-time-param-start = Tímé óf thé frámé, séçóñds
tool-video-thumbnail-at-time-param-width = Óútpút wídth, px (0 = thé vídéó's ówñ; 16–3840)
tool-video-thumbnail-at-time-param-format = Ímágé fórmát: jpg, pñg ór wébp
tool-video-thumbnail-at-time-param-quality = JPG/WébP qúálítý (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Áútómátíç thúmbñáíl
tool-video-thumbnail-auto-desc = Píçk thé móst répréséñtátívé frámé (ffmpég thúmbñáíl fíltér) fróm á strétçh áftér thé ópéñíñg.
tool-video-thumbnail-auto-param-width = Óútpút wídth, px (0 = thé vídéó's ówñ; 16–3840)
tool-video-thumbnail-auto-param-format = Ímágé fórmát: jpg, pñg ór wébp

## video-first-frame

tool-video-first-frame-title = Fírst frámé
tool-video-first-frame-desc = Sávé thé fírst frámé óf thé vídéó.
tool-video-first-frame-param-width = Óútpút wídth, px (0 = thé vídéó's ówñ; 16–3840)
tool-video-first-frame-param-format = Ímágé fórmát: jpg, pñg ór wébp

## video-last-frame

tool-video-last-frame-title = Lást frámé
tool-video-last-frame-desc = Sávé thé lást frámé óf thé vídéó (déçódés óñlý thé fíñál séçóñds).
tool-video-last-frame-param-width = Óútpút wídth, px (0 = thé vídéó's ówñ; 16–3840)
tool-video-last-frame-param-format = Ímágé fórmát: jpg, pñg ór wébp

## video-contact-sheet

tool-video-contact-sheet-title = Çóñtáçt shéét
tool-video-contact-sheet-desc = Á lévél × lévél gríd óf frámés spréád évéñlý óvér thé vídéó, ás óñé JPÉG.
tool-video-contact-sheet-param-level = Gríd sízé Ñ (Ñ×Ñ frámés, 2–8)
tool-video-contact-sheet-param-width = Wídth óf éáçh tílé, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Éxtráçt frámés
tool-video-extract-frames-desc = Sávé fps frámés pér séçóñd bétwééñ stárt áñd éñd ás JPG ór PÑG fílés íñ óñé ZÍP (át móst 300).
tool-video-extract-frames-param-fps = Frámés pér séçóñd tó sávé (0.05–10)
tool-video-extract-frames-param-start = Stárt óf thé wíñdów, séçóñds
tool-video-extract-frames-param-end = Éñd óf thé wíñdów, séçóñds (défáúlt: thé éñd)
tool-video-extract-frames-param-format = Ímágé fórmát: jpg ór pñg

## video-scene-frames

tool-video-scene-frames-title = Sçéñé frámés
tool-video-scene-frames-desc = Sávé thé fírst frámé áñd thé fírst frámé óf évérý sçéñé çháñgé (sçóré ábóvé lévél) ás JPÉGs íñ óñé ZÍP (át móst 100).
tool-video-scene-frames-param-level = Sçéñé-çháñgé thréshóld (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Póstér wíth pláý búttóñ
tool-video-poster-play-button-desc = Thé frámé át stárt séçóñds, résízéd tó wídth, wíth á pláý búttóñ dráwñ íñ thé míddlé (JPÉG).
tool-video-poster-play-button-param-start = Tímé óf thé frámé, séçóñds
tool-video-poster-play-button-param-width = Póstér wídth, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Réád QR çódés íñ áñ ímágé
tool-qr-decode-image-desc = Fíñds évérý QR çódé (álsó Míçró QR áñd rMQR) íñ á phótó ór sçrééñshót áñd rétúrñs théír téxt ás JSÓÑ.

## barcode-decode-image

tool-barcode-decode-image-title = Réád bárçódés íñ áñ ímágé
tool-barcode-decode-image-desc = Fíñds bárçódés óf évérý çómmóñ sýmbólógý (ÉÁÑ/ÚPÇ, Çódé 128/39/93, ÍTF, Çódábár, DátáBár, QR, Dátá Mátríx, PDF417, Áztéç, MáxíÇódé) áñd rétúrñs thém ás JSÓÑ.

## qr-decode-pdf

tool-qr-decode-pdf-title = Réád QR çódés íñ á PDF
tool-qr-decode-pdf-desc = Réñdérs PDF págés (thé fírst 10 úñléss págés áré ñáméd) áñd rétúrñs évérý QR çódé fóúñd, wíth íts págé, ás JSÓÑ.
tool-qr-decode-pdf-param-pages = Págés tó séárçh, 1-báséd ráñgés súçh ás 1-3,5,9- (défáúlt: thé fírst 10)
tool-qr-decode-pdf-param-level = Réñdéríñg résólútíóñ íñ dpí (72–400)

## qr-decode-video

tool-qr-decode-video-title = Réád QR çódés íñ á vídéó
tool-qr-decode-video-desc = Sámplés vídéó frámés (fps pér séçóñd, wíthíñ á wíñdów óf át móst 120 s) áñd lísts éáçh dístíñçt QR çódé wíth whéñ ít wás fírst áñd lást sééñ.
tool-qr-decode-video-param-fps = Frámés sámpléd pér séçóñd óf vídéó (0.2–10)
tool-qr-decode-video-param-start = Wíñdów stárt íñ séçóñds
tool-qr-decode-video-param-end = Wíñdów éñd íñ séçóñds (défáúlt: stárt + 120 s ór thé éñd óf thé vídéó)

## qr-from-text-file

tool-qr-from-text-file-title = Téxt fílé tó QR çódé
tool-qr-from-text-file-desc = Éñçódés thé çóñtéñt óf á ÚTF-8 téxt fílé ás óñé QR çódé (úp tó 2331 býtés át lévél M).
tool-qr-from-text-file-output = ímágé/pñg, ímágé/svg+xml, ímágé/jpég ór ímágé/wébp (fórmát)
tool-qr-from-text-file-param-format = Óútpút ímágé fórmát
tool-qr-from-text-file-param-width = Ímágé wídth íñ píxéls (á sýmból thát ñééds móré ís dráwñ lárgér)
tool-qr-from-text-file-param-level = Érrór-çórréçtíóñ lévél: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vÇárd tó QR çódé
tool-qr-from-vcard-desc = Túrñs á çóñtáçt çárd (.vçf) íñtó á QR çódé thát phóñés óffér tó sávé ás á çóñtáçt.
tool-qr-from-vcard-output = ímágé/pñg, ímágé/svg+xml, ímágé/jpég ór ímágé/wébp (fórmát)
tool-qr-from-vcard-param-format = Óútpút ímágé fórmát
tool-qr-from-vcard-param-width = Ímágé wídth íñ píxéls (á sýmból thát ñééds móré ís dráwñ lárgér)
tool-qr-from-vcard-param-level = Érrór-çórréçtíóñ lévél: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR çódés fróm líñés
tool-qr-batch-from-lines-desc = Óñé QR çódé pér ñóñ-émptý líñé óf á téxt fílé (át móst 100), délívéréd ás á ZÍP óf ímágés.
tool-qr-batch-from-lines-param-format = Óútpút ímágé fórmát
tool-qr-batch-from-lines-param-width = Ímágé wídth íñ píxéls (á sýmból thát ñééds móré ís dráwñ lárgér)
tool-qr-batch-from-lines-param-level = Érrór-çórréçtíóñ lévél: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Téxt fílé tó bárçódé
tool-barcode-from-text-file-desc = Éñçódés thé téxt óf á fílé ás Çódé 128, Çódé 39, ÉÁÑ-13, ÉÁÑ-8, ÚPÇ-Á, ÍTF, Dátá Mátríx, PDF417 ór Áztéç, ás SVG ór PÑG.
tool-barcode-from-text-file-output = ímágé/svg+xml ór ímágé/pñg (fórmát)
tool-barcode-from-text-file-param-preset = Sýmbólógý
tool-barcode-from-text-file-param-format = Óútpút fórmát
tool-barcode-from-text-file-param-width = Ímágé wídth íñ píxéls

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Vídéó thúmbñáíl: défáúlt
tool-yt-thumbnail-default-desc = Dówñlóáds thé vídéó's défáúlt.jpg thúmbñáíl (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Vídéó thúmbñáíl: médíúm
tool-yt-thumbnail-medium-desc = Dówñlóáds thé vídéó's mqdéfáúlt.jpg thúmbñáíl (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Vídéó thúmbñáíl: hígh
tool-yt-thumbnail-high-desc = Dówñlóáds thé vídéó's hqdéfáúlt.jpg thúmbñáíl (480×360), 4:3 wíth bláçk bárs.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Vídéó thúmbñáíl: stáñdárd
tool-yt-thumbnail-standard-desc = Dówñlóáds thé vídéó's sddéfáúlt.jpg thúmbñáíl (640×480); ñót évérý vídéó hás óñé.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Vídéó thúmbñáíl: máxímúm résólútíóñ
tool-yt-thumbnail-maxres-desc = Dówñlóáds thé vídéó's máxrésdéfáúlt.jpg thúmbñáíl (1280×720); ñót évérý vídéó hás óñé.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Bést vídéó thúmbñáíl
tool-yt-thumbnail-best-desc = Thé lárgést thúmbñáíl thé vídéó réállý hás (máxrés, élsé stáñdárd, élsé hígh), ás JPÉG, PÑG ór WébP.
tool-yt-thumbnail-best-output = ímágé/jpég, ímágé/pñg ór ímágé/wébp (fórmát)
tool-yt-thumbnail-best-param-format = Óútpút fórmát

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Vídéó thúmbñáíl ás WébP
tool-yt-thumbnail-webp-desc = Dówñlóáds thé WébP vérsíóñ óf á thúmbñáíl sízé thé vídéó hóst sérvés (défáúlt, mq, hq, sd, máxrés).
tool-yt-thumbnail-webp-param-preset = Thúmbñáíl sízé: défáúlt, mq, hq, sd ór máxrés

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Résízéd vídéó thúmbñáíl
tool-yt-thumbnail-resize-desc = Thé bést thúmbñáíl résízéd tó á gívéñ sízé: çóvér fílls thé frámé áñd çróps, çóñtáíñ fíts íñsídé wíth bláçk bárs. Á wídth ór héíght óf 0 kééps thé áspéçt rátíó.
tool-yt-thumbnail-resize-output = ímágé/jpég, ímágé/pñg ór ímágé/wébp (fórmát)
tool-yt-thumbnail-resize-param-width = Wídth íñ píxéls (0 = fróm héíght áñd áspéçt)
tool-yt-thumbnail-resize-param-height = Héíght íñ píxéls (0 = fróm wídth áñd áspéçt)
tool-yt-thumbnail-resize-param-format = Óútpút fórmát
tool-yt-thumbnail-resize-param-quality = JPÉG/WébP qúálítý
tool-yt-thumbnail-resize-param-preset = çóvér (çróp tó fíll) ór çóñtáíñ (léttérbóx)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Vídéó thúmbñáíl çróppéd tó 16:9
tool-yt-thumbnail-crop-16x9-desc = Tákés thé 4:3 hígh ór stáñdárd thúmbñáíl áñd çúts óút íts çéñtré 16:9 píçtúré, dróppíñg thé bláçk bárs.
tool-yt-thumbnail-crop-16x9-param-preset = Sóúrçé thúmbñáíl: hq (480×360) ór sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR çódé fór á vídéó líñk
tool-yt-qr-code-desc = Á QR çódé thát ópéñs thé vídéó (óptíóñállý át á stárt tímé); mádé lóçállý, ñó réqúést léávés thé sérvér.
tool-yt-qr-code-output = ímágé/pñg, ímágé/svg+xml, ímágé/jpég ór ímágé/wébp (fórmát)
tool-yt-qr-code-param-format = Óútpút ímágé fórmát
tool-yt-qr-code-param-width = Ímágé wídth íñ píxéls (á sýmból thát ñééds móré ís dráwñ lárgér)
tool-yt-qr-code-param-level = Érrór-çórréçtíóñ lévél: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Stárt tímé íñ séçóñds (whólé séçóñds áré úséd)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Vídéó métádátá (óÉmbéd)
tool-yt-oembed-metadata-desc = Títlé, çháññél, thúmbñáíl áñd pláýér HTML óf á públíç vídéó, fróm thé vídéó hóst's óÉmbéd éñdpóíñt, ás JSÓÑ.

## yt-embed-code

tool-yt-embed-code-title = Émbéd çódé fór á vídéó
tool-yt-embed-code-desc = Áñ HTML págé wíth á çópý-réádý príváçý-éñháñçéd ífrámé (stárt áñd óptíóñál éñd tímé) áñd thé pláíñ wátçh, shórt áñd émbéd líñks. Mádé lóçállý, ñó réqúést léávés thé sérvér.
tool-yt-embed-code-param-start = Stárt tímé íñ séçóñds
tool-yt-embed-code-param-end = Éñd tímé íñ séçóñds (áftér stárt)
tool-yt-embed-code-param-width = Pláýér wídth íñ píxéls
tool-yt-embed-code-param-height = Pláýér héíght íñ píxéls

## pdf-merge

tool-pdf-merge-title = Mérgé PDFs
tool-pdf-merge-desc = Jóíñs sévérál PDFs íñtó óñé: évérý págé óf éáçh fílé, íñ thé órdér thé fílés wéré séñt.

## images-to-pdf

tool-images-to-pdf-title = Ímágés tó PDF
tool-images-to-pdf-desc = Púts sévérál ímágés (JPÉG, PÑG, WébP, GÍF, TÍFF, ÁVÍF) íñtó óñé PDF, óñé págé pér ímágé íñ thé órdér séñt (thé fírst frámé óf áñ áñímátíóñ): fít = págé óf thé ímágé’s ówñ sízé, á4/léttér = çéñtréd óñ pápér.
tool-images-to-pdf-param-preset = Págé sízé: fít, á4 ór léttér
tool-images-to-pdf-param-quality = JPÉG qúálítý whéñ áñ ímágé hás tó bé ré-éñçódéd

## audio-concat

tool-audio-concat-title = Jóíñ áúdíó
tool-audio-concat-desc = Jóíñs sévérál áúdíó fílés éñd tó éñd, íñ thé órdér séñt, íñtó óñé MP3 (44.1 kHz stéréó).
tool-audio-concat-param-bitrate = MP3 bítráté, kbít/s (32–320)

## video-concat

tool-video-concat-title = Jóíñ vídéós
tool-video-concat-desc = Jóíñs sévérál vídéós éñd tó éñd, íñ thé órdér séñt, íñtó óñé MP4 (H.264/ÁÁÇ): éáçh ís sçáléd áñd páddéd tó thé fírst óñé’s frámé sízé át óñé frámé ráté; thé sóúñd ís képt whéñ évérý vídéó hás sóúñd.
tool-video-concat-param-fps = Frámé ráté óf thé résúlt (1–60)

## video-add-audio

tool-video-add-audio-title = Ádd á sóúñd tráçk
tool-video-add-audio-desc = Púts thé sóúñd óf thé séçóñd fílé (áñ áúdíó fílé, ór á vídéó wíth sóúñd) úñdér thé píçtúré óf thé fírst, íñ áñ MP4; thé résúlt ís ás lóñg ás thé shórtér óf thé twó.
tool-video-add-audio-param-bitrate = ÁÁÇ bítráté, kbít/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Wórd tó PDF
tool-word-to-pdf-desc = Çóñvérts á Wórd, ÓpéñDóçúméñt ór RTF téxt dóçúméñt (dóçx, dóç, ódt, rtf) tó PDF. Máçrós ñévér rúñ; líñkéd fílés áñd píçtúrés áré ñót fétçhéd.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Spréádshéét tó PDF
tool-spreadsheet-to-pdf-desc = Çóñvérts á spréádshéét (xlsx, xls, óds, ór ÇSV téxt) tó PDF: évérý shéét, éáçh óñ óñé págé ás wídé ás íts úséd çólúmñs. Fórmúlás kéép théír sávéd résúlts; máçrós ñévér rúñ.

## presentation-to-pdf

tool-presentation-to-pdf-title = Préséñtátíóñ tó PDF
tool-presentation-to-pdf-desc = Çóñvérts á préséñtátíóñ (pptx, ppt, ódp) tó PDF, óñé págé pér slídé. Máçrós ñévér rúñ.

## docx-to-odt

tool-docx-to-odt-title = Wórd tó ÓDT
tool-docx-to-odt-desc = Çóñvérts á Wórd dóçúméñt (dóçx, dóç, rtf) tó ÓpéñDóçúméñt Téxt (ódt).

## odt-to-docx

tool-odt-to-docx-title = ÓDT tó Wórd
tool-odt-to-docx-desc = Çóñvérts áñ ÓpéñDóçúméñt Téxt (ódt) ór RTF dóçúméñt tó Wórd (dóçx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Éxçél tó ÓDS
tool-xlsx-to-ods-desc = Çóñvérts áñ Éxçél wórkbóók (xlsx, xls) tó áñ ÓpéñDóçúméñt Spréádshéét (óds).

## ods-to-xlsx

tool-ods-to-xlsx-title = ÓDS tó Éxçél
tool-ods-to-xlsx-desc = Çóñvérts áñ ÓpéñDóçúméñt Spréádshéét (óds) tó áñ Éxçél wórkbóók (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Éxçél tó ÇSV
tool-xlsx-to-csv-desc = Wrítés évérý shéét óf áñ Éxçél wórkbóók (xlsx) ás á ÇSV fílé (ÚTF-8, çómmá sépárátéd), áll íñ óñé ZÍP.

## ods-to-csv

tool-ods-to-csv-title = ÓDS tó ÇSV
tool-ods-to-csv-desc = Wrítés évérý shéét óf áñ ÓpéñDóçúméñt ór óld Éxçél spréádshéét (óds, xls) ás á ÇSV fílé, áll íñ óñé ZÍP.

## slides-to-png

tool-slides-to-png-title = Slídés tó PÑG
tool-slides-to-png-desc = Réñdérs évérý slídé óf á préséñtátíóñ (pptx, ppt, ódp) tó á PÑG ímágé, áll íñ óñé ZÍP.
tool-slides-to-png-param-level = Résólútíóñ íñ dpí (36–300)

## docx-to-text

tool-docx-to-text-title = Wórd tó téxt
tool-docx-to-text-desc = Éxtráçts thé téxt óf á Wórd dóçúméñt (dóçx) ás ÚTF-8 pláíñ téxt, óñé párágráph pér líñé.

## docx-to-html

tool-docx-to-html-title = Wórd tó HTML
tool-docx-to-html-desc = Çóñvérts á Wórd dóçúméñt (dóçx) tó óñé HTML págé: héádíñgs, lísts, táblés áñd píçtúrés (íñlíñé).

## ocr-image

tool-ocr-image-title = Ímágé tó téxt (ÓÇR)
tool-ocr-image-desc = Réáds thé téxt íñ á phótó ór sçáñ. txt: pláíñ téxt; hóçr: HTML wíth évérý wórd áñd íts bóx; tsv: óñé rów pér wórd wíth íts bóx áñd çóñfídéñçé. Sídéwáýs áñd úpsídé-dówñ ímágés áré túrñéd áútómátíçállý.
tool-ocr-image-output = téxt/pláíñ, téxt/html ór téxt/táb-sépárátéd-válúés (fórmát)
tool-ocr-image-param-lang = Láñgúágés óf thé téxt, tésséráçt çódés jóíñéd wíth + (éñg, déú, frá, spá, pór, rús, úkr, pól, túr, çhí_sím, …)
tool-ocr-image-param-format = txt (pláíñ téxt), hóçr (HTML wíth wórd bóxés) ór tsv (wórd bóxés)
tool-ocr-image-param-layout = blóçk (óñé blóçk óf téxt, réád áçróss thé págé) ór çólúmñs (fíñd thé téxt çólúmñs áñd réád éáçh íñ túrñ)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Ímágé tó séárçháblé PDF (ÓÇR)
tool-ocr-image-to-pdf-desc = Mákés á PDF págé óf thé ímágé wíth íts téxt réád bý ÓÇR láíd íñvísíblý óvér ít, só thé téxt çáñ bé séárçhéd, séléçtéd áñd çópíéd. Á JPÉG ís émbéddéd býté fór býté, óthér ímágés píxél fór píxél.
tool-ocr-image-to-pdf-param-lang = Láñgúágés óf thé téxt, tésséráçt çódés jóíñéd wíth + (éñg, déú, frá, spá, pór, rús, úkr, pól, túr, çhí_sím, …)

## ocr-pdf

tool-ocr-pdf-title = Séárçháblé PDF (ÓÇR)
tool-ocr-pdf-desc = Réáds thé sçáññéd págés óf á PDF bý ÓÇR áñd láýs théír téxt íñvísíblý óvér thém, só ít çáñ bé séárçhéd, séléçtéd áñd çópíéd; thé págés lóók éxáçtlý ás béfóré. Págés thát álréádý hávé téxt áré léft ás théý áré.
tool-ocr-pdf-param-lang = Láñgúágés óf thé téxt, tésséráçt çódés jóíñéd wíth + (éñg, déú, frá, spá, pór, rús, úkr, pól, túr, çhí_sím, …)
tool-ocr-pdf-param-pages = Págés tó réád, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 50 págés)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF tó téxt wíth ÓÇR
tool-ocr-pdf-to-text-desc = Thé téxt óf évérý págé ás ÚTF-8 pláíñ téxt (págés sépárátéd bý á fórm fééd): págés wíth á téxt láýér gívé théírs, sçáññéd págés áré réád bý ÓÇR.
tool-ocr-pdf-to-text-param-lang = Láñgúágés óf thé téxt, tésséráçt çódés jóíñéd wíth + (éñg, déú, frá, spá, pór, rús, úkr, pól, túr, çhí_sím, …)
tool-ocr-pdf-to-text-param-pages = Págés tó réád, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 50 págés)

## url-to-pdf

tool-url-to-pdf-title = Wéb págé tó PDF
tool-url-to-pdf-desc = Príñts á públíç wéb págé tó PDF ás á brówsér shóws ít, sçrípts rúñ. Thé págé, évérýthíñg ít lóáds áñd évérý rédíréçt múst bé óñ á públíç áddréss; á çáptúré hás á tímé, býté áñd págé búdgét.
tool-url-to-pdf-param-preset = Pápér: á4 ór léttér

## url-to-png

tool-url-to-png-title = Wéb págé sçrééñshót
tool-url-to-png-desc = Á PÑG sçrééñshót óf á públíç wéb págé: thé whólé págé ór thé fírst sçrééñ (prését), át á wíñdów wídth áñd héíght íñ ÇSS píxéls áñd á dévíçé sçálé (fáçtór). Thé sámé áddréss rúlés áñd búdgéts ás Wéb págé tó PDF.
tool-url-to-png-param-preset = fúll: thé whólé págé; víéwpórt: thé fírst sçrééñ óñlý
tool-url-to-png-param-width = Wíñdów wídth íñ ÇSS píxéls
tool-url-to-png-param-height = Wíñdów héíght íñ ÇSS píxéls
tool-url-to-png-param-factor = Dévíçé sçálé: ímágé píxéls pér ÇSS píxél

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML tó PDF (brówsér)
tool-html-to-pdf-browser-desc = Príñts áñ HTML fílé tó PDF ás á brówsér réñdérs ít, sçrípts rúñ, wíth ñó ñétwórk át áll: évérý ímágé, stýlé, frámé ór fétçh thé págé ásks fór fróm áñýwhéré ís réfúséd (íñlíñé stýlés, sçrípts áñd dátá: ímágés wórk).
tool-html-to-pdf-browser-param-preset = Pápér: á4 ór léttér

## markdown-to-html

tool-markdown-to-html-title = Márkdówñ tó HTML
tool-markdown-to-html-desc = Túrñs á GítHúb-flávóúréd Márkdówñ fílé (táblés, tásk lísts, féñçéd çódé) íñtó óñé HTML págé wíth íts stýléshéét; çódé blóçks áré híghlíghtéd. Ñóthíñg thé téxt líñks tó ís fétçhéd.

## markdown-to-pdf

tool-markdown-to-pdf-title = Márkdówñ tó PDF
tool-markdown-to-pdf-desc = Láýs á GítHúb-flávóúréd Márkdówñ fílé óút óñ Á4 ór Léttér págés, çódé híghlíghtéd, wíthóút á brówsér: ñó sçrípt rúñs áñd ñó ímágé ór stýlé ís fétçhéd fróm áñýwhéré.
tool-markdown-to-pdf-param-preset = Pápér: á4 ór léttér

## mobi-to-pdf

tool-mobi-to-pdf-title = MÓBÍ tó PDF
tool-mobi-to-pdf-desc = Láýs á Kíñdlé/Móbípóçkét é-bóók (MÓBÍ, wíthóút DRM) óút óñ Á4 ór Léttér págés.
tool-mobi-to-pdf-param-preset = Pápér: á4 ór léttér

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 tó PDF
tool-fb2-to-pdf-desc = Láýs á FíçtíóñBóók (FB2) é-bóók óút óñ Á4 ór Léttér págés, wíth thé píçtúrés íñsídé thé bóók.
tool-fb2-to-pdf-param-preset = Pápér: á4 ór léttér

## cbz-to-pdf

tool-cbz-to-pdf-title = Çómíç (ÇBZ) tó PDF
tool-cbz-to-pdf-desc = Púts thé píçtúrés óf á çómíç bóók árçhívé (ÇBZ: á ZÍP óf JPÉG, PÑG, GÍF, WébP, BMP ór TÍFF págés) óñ PDF págés, óñé págé éáçh, íñ ñámé órdér.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF tó çómíç (ÇBZ)
tool-pdf-to-cbz-desc = Réñdérs PDF págés tó JPÉG píçtúrés íñ á çómíç bóók árçhívé (ÇBZ) thát çómíç réádérs ópéñ.
tool-pdf-to-cbz-param-pages = Págés tó réñdér, 1-báséd ráñgés súçh ás 1-3,5,9- (át móst 100 págés)
tool-pdf-to-cbz-param-level = Résólútíóñ íñ dpí (36–600)
tool-pdf-to-cbz-param-quality = JPÉG qúálítý (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = É-máíl tó PDF
tool-eml-to-pdf-desc = Príñts áñ é-máíl mésságé (.éml) tó PDF: Fróm, Tó, Çç, Dáté áñd Súbjéçt, thé bódý (HTML wíth ñóthíñg fétçhéd fróm áñýwhéré, ór pláíñ téxt) áñd thé áttáçhméñts bý ñámé áñd sízé.
tool-eml-to-pdf-param-preset = Pápér: á4 ór léttér

## data-to-json

tool-data-to-json-title = Dátá tó JSÓÑ
tool-data-to-json-desc = Çóñvérts YÁML, TÓML, XML, ÇSV tó JSÓÑ. Á ÇSV béçómés á líst óf réçórds kéýéd bý íts héádér rów; XML áttríbútés béçómé kéýs stártíñg wíth @_. Fílés úp tó 5 MB, ñéstéd úp tó 100 lévéls; YÁML álíásés úp tó 100; XML éñtítíés áré ñévér éxpáñdéd.

## data-to-yaml

tool-data-to-yaml-title = Dátá tó YÁML
tool-data-to-yaml-desc = Çóñvérts JSÓÑ, TÓML, XML, ÇSV tó YÁML. Kéýs kéép théír órdér. Fílés úp tó 5 MB, ñéstéd úp tó 100 lévéls; YÁML álíásés úp tó 100; XML éñtítíés áré ñévér éxpáñdéd.

## data-to-toml

tool-data-to-toml-title = Dátá tó TÓML
tool-data-to-toml-desc = Çóñvérts JSÓÑ, YÁML, XML, ÇSV tó TÓML. Á líst át thé tóp ís wríttéñ ás [[ítém]] táblés; TÓML hás ñó ñúll, só dátá hóldíñg óñé ís réfúséd. Fílés úp tó 5 MB, ñéstéd úp tó 100 lévéls; YÁML álíásés úp tó 100; XML éñtítíés áré ñévér éxpáñdéd.

## data-to-xml

tool-data-to-xml-title = Dátá tó XML
tool-data-to-xml-desc = Çóñvérts JSÓÑ, YÁML, TÓML, ÇSV tó XML. Óñé kéý át thé tóp ís thé róót éléméñt, áñýthíñg élsé ís wráppéd íñ <róót>; kéýs stártíñg wíth @_ béçómé áttríbútés. Fílés úp tó 5 MB, ñéstéd úp tó 100 lévéls; YÁML álíásés úp tó 100; XML éñtítíés áré ñévér éxpáñdéd.

## data-to-csv

tool-data-to-csv-title = Dátá tó ÇSV
tool-data-to-csv-desc = Çóñvérts JSÓÑ, YÁML, TÓML, XML tó ÇSV. Tákés á líst óf réçórds (ór á máp hóldíñg óñé líst); thé çólúmñs áré évérý kéý mét, ñéstéd válúés áré wríttéñ ás JSÓÑ. Fílés úp tó 5 MB, ñéstéd úp tó 100 lévéls; YÁML álíásés úp tó 100; XML éñtítíés áré ñévér éxpáñdéd.

## msg-to-pdf

tool-msg-to-pdf-title = Óútlóók mésságé tó PDF
tool-msg-to-pdf-desc = Príñts áñ Óútlóók mésságé (.msg) tó PDF: séñdér, réçípíéñts, dáté áñd súbjéçt, thé bódý (HTML wíth ñóthíñg fétçhéd fróm áñýwhéré, ór pláíñ téxt) áñd thé áttáçhméñts bý ñámé áñd sízé.
tool-msg-to-pdf-param-preset = Pápér: á4 ór léttér

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Ímágé tó Télégrám stíçkér
tool-image-to-telegram-sticker-desc = Á státíç Télégrám stíçkér: PÑG ór WébP, thé lóñgér sídé éxáçtlý 512 px, át móst 512 KB (áñ áñímátíóñ gívés íts fírst frámé).
tool-image-to-telegram-sticker-output = ímágé/pñg ór ímágé/wébp (fórmát)
tool-image-to-telegram-sticker-param-format = Óútpút fórmát: pñg ór wébp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Vídéó ór GÍF tó Télégrám vídéó stíçkér
tool-video-to-telegram-sticker-desc = Á Télégrám vídéó stíçkér: WébM VP9 wíthóút sóúñd, thé lóñgér sídé éxáçtlý 512 px, át móst 3 s, 30 fps áñd 256 KB; á lóñgér çlíp ís çút tó íts fírst 3 s, áñd thé résúlt sáýs só.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Ímágé tó Dísçórd émójí
tool-image-to-discord-emoji-desc = Á 128×128 Dísçórd émójí óf át móst 256 KíB, óñ á tráñspáréñt sqúáré; áñímátéd GÍF áñd WébP stáý áñímátéd.
tool-image-to-discord-emoji-output = ímágé/gíf, ímágé/wébp ór ímágé/pñg (ás íñpút)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Ímágé tó Dísçórd stíçkér
tool-image-to-discord-sticker-desc = Á 320×320 Dísçórd stíçkér óf át móst 512 KíB óñ á tráñspáréñt sqúáré: PÑG, ór ÁPÑG fróm á GÍF (áñímátíóñ képt).
tool-image-to-discord-sticker-output = ímágé/ápñg fór á GÍF, élsé ímágé/pñg

## pdf-watermark

tool-pdf-watermark-title = Wátérmárk PDF (téxt)
tool-pdf-watermark-desc = Wrítés á téxt áçróss thé çhóséñ págés, óñçé íñ thé míddlé ór tíléd óvér thé págé, át áñ áñglé, íñ á çólóúr áñd áñ ópáçítý. Thé téxt ís dráwñ wíth á stáñdárd PDF fóñt: Látíñ léttérs, dígíts áñd çómmóñ sígñs.
tool-pdf-watermark-param-text = Thé wórds tó wríté (Látíñ léttérs, dígíts áñd çómmóñ sígñs)
tool-pdf-watermark-param-level = Fóñt sízé íñ póíñts (6–200)
tool-pdf-watermark-param-color = Çólóúr ás #rrggbb
tool-pdf-watermark-param-opacity = Ópáçítý fróm 0.05 (fáíñt) tó 1 (sólíd)
tool-pdf-watermark-param-degrees = Áñglé óf thé téxt íñ dégréés, çóúñtér-çlóçkwísé (−90 tó 90)
tool-pdf-watermark-param-direction = çéñtér: óñçé íñ thé míddlé óf thé págé; tílé: óvér thé whólé págé
tool-pdf-watermark-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Rédáçt PDF
tool-pdf-redact-desc = Rémóvés évérý óççúrréñçé óf á téxt (ór á régúlár éxpréssíóñ) fróm thé çhóséñ págés: thé wórds léávé thé págé çóñtéñt, só téxt éxtráçtíóñ áñd séárçh ñó lóñgér fíñd thém, áñd á bláçk bóx márks éáçh pláçé.
tool-pdf-redact-param-text = Thé téxt (ór páttérñ) tó rémóvé
tool-pdf-redact-param-match = ígñóré-çásé, éxáçt (sámé çásé) ór régéx (á régúlár éxpréssíóñ, çásé ígñóréd)
tool-pdf-redact-param-pages = Págés, 1-báséd ráñgés súçh ás 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Líst PDF fórm fíélds
tool-pdf-form-fields-desc = Lísts thé fílláblé fíélds óf á PDF fórm ás JSÓÑ: ñámé, týpé, çúrréñt válúé, çhóíçés áñd págé óf éáçh.

## pdf-fill-form

tool-pdf-fill-form-title = Fíll PDF fórm
tool-pdf-fill-form-desc = Fílls á PDF fórm fróm JSÓÑ (fíéld ñámé → téxt, á çhóíçé, ór trúé/fálsé fór á çhéçkbóx); wíth prését=fláttéñ thé válúés áré bákéd íñtó thé págés áñd thé fórm çáñ ñó lóñgér bé édítéd.
tool-pdf-fill-form-param-fields = Thé válúés tó sét: á JSÓÑ óbjéçt óf fíéld ñámé → téxt (á çhóíçé bý íts téxt) ór trúé/fálsé fór á çhéçkbóx
tool-pdf-fill-form-param-preset = kéép: thé fórm stáýs fílláblé; fláttéñ: thé válúés béçómé párt óf thé págé

## pdf-protect

tool-pdf-protect-title = Prótéçt PDF wíth á pásswórd
tool-pdf-protect-desc = Éñçrýpts thé PDF wíth ÁÉS-256: `pásswórd` ís ñéédéd tó ópéñ ít, áñd ópéñíñg ít állóws whát `prését` sáýs: príñt (víéw áñd príñt, thé défáúlt), víéw-óñlý, ór áll. `ówñér_pásswórd` álsó lífts thósé límíts; wíthóút ít ñóbódý çáñ.
tool-pdf-protect-param-password = Thé pásswórd thát ópéñs thé PDF
tool-pdf-protect-param-owner_password = Thé pásswórd thát álsó lífts thé límíts (défáúlt: á ráñdóm óñé ñóbódý ís tóld)
tool-pdf-protect-param-preset = Whát ópéñíñg wíth `pásswórd` állóws: príñt, víéw-óñlý ór áll

## pdf-unlock

tool-pdf-unlock-title = Úñlóçk PDF
tool-pdf-unlock-desc = Rémóvés thé pásswórd áñd thé límíts fróm á PDF, gívéñ íts pásswórd (thé óñé thát ópéñs ít, ór thé ówñér pásswórd).
tool-pdf-unlock-param-password = Thé PDF’s pásswórd

## subtitle-to-srt

tool-subtitle-to-srt-title = Súbtítlés tó SRT
tool-subtitle-to-srt-desc = Çóñvérts SRT, WébVTT ór ÁSS súbtítlés tó SRT, kéépíñg évérý çúé's tímé áñd téxt (ÁSS stýlés béçómé pláíñ téxt whéré thé tárgét hás ñóñé).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Súbtítlés tó WébVTT
tool-subtitle-to-vtt-desc = Çóñvérts SRT, WébVTT ór ÁSS súbtítlés tó VTT, kéépíñg évérý çúé's tímé áñd téxt (ÁSS stýlés béçómé pláíñ téxt whéré thé tárgét hás ñóñé).

## subtitle-to-ass

tool-subtitle-to-ass-title = Súbtítlés tó ÁSS
tool-subtitle-to-ass-desc = Çóñvérts SRT, WébVTT ór ÁSS súbtítlés tó ÁSS, kéépíñg évérý çúé's tímé áñd téxt (ÁSS stýlés béçómé pláíñ téxt whéré thé tárgét hás ñóñé).

## subtitle-shift

tool-subtitle-shift-title = Shíft súbtítlé tímíñg
tool-subtitle-shift-desc = Móvés évérý çúé látér (á pósítívé óffsét) ór éárlíér (ñégátívé), íñ séçóñds; á çúé móvéd béfóré thé stárt ís dróppéd. Kééps thé fórmát.
tool-subtitle-shift-output = sámé ás íñpút
tool-subtitle-shift-param-offset = Séçóñds tó móvé évérý çúé, é.g. 2.5 ór -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Éxtráçt súbtítlés
tool-video-extract-subtitles-desc = Sávés thé fírst súbtítlé tráçk óf á vídéó (MKV, MP4, WébM…) ás SRT, WébVTT ór ÁSS.
tool-video-extract-subtitles-output = ápplíçátíóñ/x-súbríp, téxt/vtt ór téxt/x-ssá (fórmát)
tool-video-extract-subtitles-param-format = Súbtítlé fórmát: srt, vtt ór áss

## video-add-subtitles

tool-video-add-subtitles-title = Ádd súbtítlés
tool-video-add-subtitles-desc = Ádds á súbtítlé fílé (SRT, WébVTT ór ÁSS, thé séçóñd fílé) tó á vídéó ás á tráçk víéwérs çáñ swítçh óñ, wíth íts láñgúágé: MKV kééps thé súbtítlé fórmát, MP4 stórés móv_téxt. Píçtúré áñd sóúñd áré çópíéd ás théý áré.
tool-video-add-subtitles-output = vídéó/x-mátróská ór vídéó/mp4 (fórmát)
tool-video-add-subtitles-param-format = Çóñtáíñér: mkv ór mp4
tool-video-add-subtitles-param-lang = Láñgúágé óf thé súbtítlés, ÍSÓ 639-2 (éñg, déú, frá…; úñd: ñót gívéñ)

## video-burn-subtitles

tool-video-burn-subtitles-title = Búrñ íñ súbtítlés
tool-video-burn-subtitles-desc = Dráws á súbtítlé fílé (SRT, WébVTT ór ÁSS, thé séçóñd fílé) íñtó thé píçtúré óf á vídéó, só évérý pláýér shóws ít; ÁSS stýlés áñd pósítíóñs áré képt (fóñts émbéddéd íñ thé ÁSS fílé áré ñót úséd). H.264/ÁÁÇ MP4.

## archive-to-zip

tool-archive-to-zip-title = Úñpáçk áñ árçhívé
tool-archive-to-zip-desc = Úñpáçks á ZÍP, 7z, RÁR, tár, tár.gz, tár.xz ór tár.zst (ór óñé gzíppéd, zstd ór xz fílé) áñd háñds báçk íts fílés ás á ZÍP, fóldérs képt. Át móst 1000 fílés áñd 256 MB úñpáçkéd; líñks, éñçrýptéd mémbérs, páths thát léávé thé árçhívé áñd ñámés gívéñ twíçé áré réfúséd.

## archive-list

tool-archive-list-title = Líst áñ árçhívé
tool-archive-list-desc = Lísts thé fílés óf á ZÍP, 7z, RÁR, tár, tár.gz, tár.xz ór tár.zst ás JSÓÑ (ñámé áñd úñpáçkéd sízé), héld tó thé sámé límíts ás árçhívé-tó-zíp.

## pdf-to-pdfa

tool-pdf-to-pdfa-title = PDF tó PDF/Á-2b
tool-pdf-to-pdfa-desc = Wrítés á PDF ágáíñ ás PDF/Á-2b fór árçhívíñg: fóñts émbéddéd, çólóúrs wíth áñ óútpút íñtéñt, thé PDF/Á ídéñtífíçátíóñ íñ íts XMP métádátá. Págés áré láíd óút ágáíñ bý LíbréÓffíçé's PDF ímpórt, só téxt stáýs téxt bút spáçíñg máý shíft. Át móst 100 págés.

## pdf-sign

tool-pdf-sign-title = Sígñ PDF
tool-pdf-sign-desc = Sígñs á PDF wíth thé çértífíçáté áñd kéý óf á PKÇS#12 fílé (.p12 ór .pfx, thé séçóñd fílé) áñd íts `pásswórd`: á sígñátúré (ádbé.pkçs7.détáçhéd) óvér thé whólé fílé, whíçh PDF réádérs áñd válídátórs çhéçk. Íñvísíblé bý défáúlt; prését=vísíblé ádds á bóx óñ óñé págé sáýíñg whó sígñéd (thé çértífíçáté’s ñámé), whéñ, áñd thé réásóñ gívéñ ás téxt.
tool-pdf-sign-param-password = Thé PKÇS#12 fílé’s pásswórd (émptý íf ít hás ñóñé)
tool-pdf-sign-param-preset = íñvísíblé: thé sígñátúré ís íñ thé fílé óñlý; vísíblé: á bóx óñ thé págé shóws whó sígñéd, whéñ áñd whý
tool-pdf-sign-param-pages = Thé págé thé vísíblé sígñátúré góés óñ: á págé ñúmbér (1 ís thé fírst) ór lást
tool-pdf-sign-param-direction = Whéré thé vísíblé sígñátúré góés: bóttóm-ríght, bóttóm-léft, tóp-ríght, tóp-léft ór çéñtér
tool-pdf-sign-param-text = Thé réásóñ fór sígñíñg, réçórdéd íñ thé sígñátúré áñd shówñ íñ thé vísíblé bóx

## cbr-to-pdf

tool-cbr-to-pdf-title = Çómíç (ÇBR) tó PDF
tool-cbr-to-pdf-desc = Púts thé píçtúrés óf á RÁR çómíç bóók árçhívé (ÇBR, RÁR4 ór RÁR5, óf JPÉG, PÑG, GÍF, WébP ór TÍFF págés) óñ PDF págés, óñé págé éáçh, íñ ñámé órdér.

## archive-create-zip

tool-archive-create-zip-title = Çréáté á ZÍP
tool-archive-create-zip-desc = Páçks thé fílés séñt, óf áñý týpé, íñtó óñé ZÍP (déflátéd; fílés çómprésséd álréádý, súçh ás JPÉG, MP4 ór PDF, stóréd ás théý áré), éáçh úñdér thé ñámé ít wás séñt wíth (fóldérs léft óút, á ñámé gívéñ twíçé ñúmbéréd " (2)"). Át móst 1000 fílés áñd 256 MB tógéthér, só árçhívé-tó-zíp úñpáçks ít ágáíñ.

## archive-create-7z

tool-archive-create-7z-title = Çréáté á 7z árçhívé
tool-archive-create-7z-desc = Páçks thé fílés séñt, óf áñý týpé, íñtó óñé 7z árçhívé (déflátéd; fílés çómprésséd álréádý stóréd ás théý áré), éáçh úñdér thé ñámé ít wás séñt wíth (fóldérs léft óút, á ñámé gívéñ twíçé ñúmbéréd " (2)"). Át móst 1000 fílés áñd 256 MB tógéthér, só árçhívé-tó-zíp úñpáçks ít ágáíñ.

## archive-create-targz

tool-archive-create-targz-title = Çréáté á tár.gz
tool-archive-create-targz-desc = Páçks thé fílés séñt, óf áñý týpé, íñtó óñé tár.gz (á tár çómprésséd wíth gzíp), éáçh úñdér thé ñámé ít wás séñt wíth (fóldérs léft óút, á ñámé gívéñ twíçé ñúmbéréd " (2)"). Át móst 1000 fílés áñd 256 MB tógéthér, só árçhívé-tó-zíp úñpáçks ít ágáíñ.

## image-watermark

tool-image-watermark-title = Wátérmárk ímágé
tool-image-watermark-desc = Stámps á téxt (DéjáVú sáñs, séríf ór móñó, áñý çólóúr áñd ópáçítý) ór á lógó séñt ás á séçóñd ímágé óñ á píçtúré: íñ á çórñér, íñ thé míddlé, ór tíléd óvér ít. Áñímátíóñs gét ít óñ évérý frámé.
tool-image-watermark-output = sámé ás íñpút
tool-image-watermark-param-text = Thé wórds tó stámp (líñé bréáks állówéd); léávé émptý tó stámp thé séçóñd fílé, á lógó
tool-image-watermark-param-font = Týpéfáçé: sáñs, séríf ór móñó (DéjáVú)
tool-image-watermark-param-level = Téxt héíght, ór lógó wídth, íñ pérçéñt óf thé píçtúré (1–50)
tool-image-watermark-param-color = Téxt çólóúr ás #rrggbb
tool-image-watermark-param-opacity = Ópáçítý fróm 0.05 (fáíñt) tó 1 (sólíd)
tool-image-watermark-param-direction = Whéré: á çórñér, çéñtér, ór tílé (répéátéd óvér thé píçtúré)

## video-watermark

tool-video-watermark-title = Wátérmárk vídéó
tool-video-watermark-desc = Stámps á téxt (DéjáVú sáñs, séríf ór móñó, áñý çólóúr áñd ópáçítý) ór á lógó séñt ás á séçóñd fílé (PÑG, JPÉG, WébP, GÍF) óñ évérý frámé óf á vídéó: íñ á çórñér, íñ thé míddlé, ór tíléd óvér ít. Thé sóúñd ís képt.
tool-video-watermark-output = sámé ás íñpút
tool-video-watermark-param-text = Thé wórds tó stámp (líñé bréáks állówéd); léávé émptý tó stámp thé séçóñd fílé, á lógó
tool-video-watermark-param-font = Týpéfáçé: sáñs, séríf ór móñó (DéjáVú)
tool-video-watermark-param-level = Téxt héíght, ór lógó wídth, íñ pérçéñt óf thé píçtúré (1–50)
tool-video-watermark-param-color = Téxt çólóúr ás #rrggbb
tool-video-watermark-param-opacity = Ópáçítý fróm 0.05 (fáíñt) tó 1 (sólíd)
tool-video-watermark-param-direction = Whéré: á çórñér, çéñtér, ór tílé (répéátéd óvér thé píçtúré)

## image-convert-jxl

tool-image-convert-jxl-title = Çóñvért ímágé tó JPÉG XL
tool-image-convert-jxl-desc = Çóñvérts áñ ímágé tó JPÉG XL: lóssý át thé çhóséñ qúálítý, ór lóssléss át qúálítý 100. Áñímátíóñs kéép théír fírst frámé.
tool-image-convert-jxl-param-quality = Qúálítý 1-100; 100 ís lóssléss
tool-image-convert-jxl-param-level = Éffórt 1-9: híghér ís smállér áñd slówér
tool-image-convert-jxl-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

## image-convert-heic

tool-image-convert-heic-title = Çóñvért ímágé tó HÉÍÇ
tool-image-convert-heic-desc = Çóñvérts áñ ímágé tó HÉÍÇ (HÉVÇ íñ HÉÍF), thé fórmát óf phóñé phótós. Tráñspáréñçý ís pláçéd óñ whíté; áñímátíóñs kéép théír fírst frámé.
tool-image-convert-heic-param-quality = Qúálítý 1-100, híghér ís béttér
tool-image-convert-heic-param-target_size = Lárgést résúlt íñ býtés, ór á prését: dísçórd (10485760), dísçórd-ñítró-básíç (52428800), télégrám-bót (50000000), whátsápp (16000000), émáíl (25000000)
tool-image-convert-heic-param-metadata = stríp (thé défáúlt) rémóvés ÉXÍF, XMP, ÍPTÇ áñd thé çólóúr prófílé; kéép çárríés thém íñtó thé résúlt

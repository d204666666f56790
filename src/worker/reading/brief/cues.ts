import { tables } from "./words";

/**
 * The cues that give a sentence of the brief its role, one row per language (see words.ts for the notation). Each is
 * a class of words, never a phrase of a brief: who is addressed, what is asked of a colleague, words about the e-mail
 * itself, and the marks of quoted mail.
 */
export const CUES = tables(`
forward — A line that opens a forwarded or quoted message ("---------- Forwarded message ---------").
  en forwarded message|begin forwarded message|original message|forwarded email
  de weitergeleitete nachricht|anfang der weitergeleiteten nachricht|ursprüngliche nachricht|originalnachricht
  fr message transféré|début du message réexpédié|début du message transféré|message d'origine|message original
  es mensaje reenviado|inicio del mensaje reenviado|mensaje original
  it messaggio inoltrato|inizio messaggio inoltrato|messaggio originale
  nl doorgestuurd bericht|begin doorgestuurd bericht|oorspronkelijk bericht|origineel bericht
  pt mensagem encaminhada|início da mensagem encaminhada|mensagem original
  pl wiadomość przekazana|przekazana wiadomość|oryginalna wiadomość
  cs přeposlaná zpráva|původní zpráva
  sv vidarebefordrat meddelande|ursprungligt meddelande
  da videresendt meddelelse|oprindelig meddelelse
  ja 転送されたメッセージ|元のメッセージ
header — The header lines of a message; "from" opens a header block.
  en from|to|cc|bcc|date|sent|subject|reply-to
  de von|an|datum|gesendet|betreff|kopie
  fr de|à|date|envoyé|objet|sujet|pour|cc
  es de|para|fecha|enviado|asunto|cc|cco
  it da|a|data|inviato|oggetto
  nl van|aan|datum|verzonden|onderwerp
  pt de|para|data|enviado|enviada|assunto
  pl od|do|data|wysłano|temat
  cs od|komu|datum|odesláno|předmět
  sv från|till|datum|skickat|ämne
  da fra|til|dato|sendt|emne
  ja 差出人|宛先|日付|件名|送信日時
from
  en from
  de von
  fr de
  es de
  it da
  nl van
  pt de
  pl od
  cs od
  sv från
  da fra
  ja 差出人
wrote — The verb a reply's intro ends with ("On Mon, 3 Nov, Sam wrote:").
  en wrote
  de schrieb|hat geschrieben
  fr a écrit
  es escribió
  it ha scritto
  nl schreef|heeft geschreven
  pt escreveu
  pl napisał|napisała
  cs napsal|napsala
  sv skrev
  da skrev
footer — What a mail client or a company appends: "Sent from my iPhone", confidentiality footers.
  en sent from my|get outlook for|this e-mail is confidential|this email is confidential|intended recipient|intended solely for|please consider the environment
  de von meinem * gesendet|gesendet von meinem|diese e-mail ist vertraulich|enthält vertrauliche|nicht der richtige adressat
  fr envoyé de mon|envoyé depuis mon|ce message est confidentiel|ce courriel est confidentiel|destinataire prévu
  es enviado desde mi|este mensaje es confidencial|este correo es confidencial|destinatario previsto
  it inviato da|questo messaggio è riservato|informazioni riservate|destinatario indicato
  nl verzonden vanaf mijn|verstuurd vanaf mijn|dit bericht is vertrouwelijk|uitsluitend bestemd voor
  pt enviado do meu|esta mensagem é confidencial|destinatário pretendido
  pl wysłane z mojego|wiadomość jest poufna
  cs odesláno z mého|zpráva je důvěrná
  sv skickat från min|meddelandet är konfidentiellt
  da sendt fra min|meddelelsen er fortrolig
closing — A closing: what follows it (a name, a title, a company) is the sender's signature.
  en cheers|thanks|thanks a lot|thanks so much|thank you|many thanks|thx|ta|best|best regards|kind regards|warm regards|regards|all the best|best wishes
  de mit freundlichen grüßen|freundliche grüße|grüße|grüsse|viele grüße|beste grüße|liebe grüße|herzliche grüße|lg|vg|danke|danke dir|danke euch|gruß
  fr merci|merci beaucoup|cordialement|bien cordialement|bien à vous|bonne journée|belle journée|à bientôt|bises
  es saludos|un saludo|gracias|muchas gracias|un abrazo|atentamente
  it cordiali saluti|saluti|grazie|grazie mille|un saluto|a presto
  nl groetjes|groet|groeten|met vriendelijke groet|met vriendelijke groeten|hartelijke groet|dank je|bedankt
  pt obrigado|obrigada|abraço|abraços|abs|bjs|atenciosamente|cumprimentos|beijos
  pl pozdrawiam|z poważaniem|dzięki|dziękuję
  cs s pozdravem|díky|děkuji
  sv hälsningar|med vänliga hälsningar|tack|mvh
  da hilsen|venlig hilsen|tak|mvh
  ja よろしくお願いします|よろしくお願いいたします
greeting — A greeting: opening a brief, it speaks to the person who builds the e-mail.
  en hi|hey|hello|dear|morning|yo
  de hallo|hi|liebe|lieber|moin|servus|guten morgen
  fr bonjour|salut|coucou|hello
  es hola|buenas|buenos días
  it ciao|buongiorno|salve
  nl hoi|hallo|hey|goedemorgen|beste
  pt oi|olá|ola|bom dia
  pl cześć|hej|dzień dobry
  cs ahoj|dobrý den
  sv hej|hejsan
  da hej|goddag
team — Words for a group of colleagues a greeting speaks to ("hi all", "hallo zusammen", "bonjour à tous").
  en team|all|everyone|folks|guys|y'all
  de zusammen|ihr|team|alle|leute
  fr équipe|tout le monde|à tous|à toutes|l'équipe
  es equipo|chicos|chicas|a todos|todos
  it ragazzi|team|a tutti|tutti
  nl allemaal|team|iedereen|allen
  pt pessoal|gente|equipa|equipe|a todos|todos
  pl wszyscy|zespół|ekipa|kochani
  cs všichni|tým|lidi
  sv alla|teamet|gänget
  da alle|teamet|holdet
noteHead — A note's head: what it says is for the team, never for the e-mail ("Notes for Sam:", "NB", "PS for the designer").
  en note|notes|nb|n.b.|fyi|internal|internal notes|heads up|todo|to do|for the designer|for design|for the team|side note|just so you know
  de notiz|notizen|hinweis|hinweise|intern|interne notiz|interne hinweise|nur intern|zur info|anmerkung|anmerkungen|randnotiz|für die grafik|fürs team|für dich
  fr note|notes|nb|interne|note interne|pour info|pour l'équipe|pour le graphiste|remarque
  es nota|notas|nota interna|interno|ojo|para el equipo|para diseño
  it nota|note|nota interna|nb|per il team|per la grafica|solo interno
  nl notitie|notities|opmerking|nb|intern|ter info|voor het team|voor de vormgever
  pt nota|notas|nota interna|obs|observação|para a equipe|para a equipa|para o designer
  pl notatka|uwaga|wewnętrzne|do zespołu
  cs poznámka|interní|pro tým
  sv anteckning|obs|internt|till teamet
  da note|bemærk|internt|til teamet
ask — A request to a colleague: a sentence that asks it is never copy.
  en can you|could you|can u|could u|would you|can someone|could someone|can somebody|can we|could we|pls|plz|would be great if|i need you to|need you to
  de kannst du|könntest du|könnt ihr|können sie|könnten sie|kann jemand|magst du|bräuchte
  fr peux-tu|pouvez-vous|tu peux|vous pouvez|pourrais-tu|pourriez-vous|quelqu'un peut|svp|stp
  es puedes|podrías|podéis|puede alguien|me haces|nos haces
  it puoi|potresti|potete|qualcuno può|mi fai|ci fai
  nl kun je|kun jij|kan jij|kan je|kunnen jullie|kan iemand|zou je|wil je|wil jij
  pt podes|pode|poderia|poderias|consegues|consegue|alguém pode|dá para
  pl możesz|mógłbyś|mogłabyś|proszę o
  cs můžeš|mohl bys|mohla bys
  sv kan du|skulle du kunna
  da kan du|vil du
please — Politeness: with words about the e-mail it asks a colleague; alone it may be copy ("Please RSVP by Friday").
  en please
  de bitte|gerne
  fr merci de|s'il te plaît|s'il vous plaît
  es por favor|porfa
  it per favore|per piacere
  nl graag|alsjeblieft|alstublieft|aub|a.u.b.
  pt por favor
  pl proszę
  cs prosím
  sv snälla|vänligen
  da venligst
handover — Handing a brief over ("here's everything for the invite", "see below").
  en here's|here is|here are|attached|forwarding|passing on|i'll attach|will attach|i'll send it|i'll send them|see below|below is|as discussed|as promised|details for|pasting from|pasted from|copied from|copy-pasted from|exported from|export from|see attachment|verbatim|word for word
  de hier ist|hier sind|hier die|anbei|leite weiter|leite dir|hänge ich an|häng ich an|hänge ich dran|schicke ich nach|schick ich nach|reiche ich nach|liefere ich nach|siehe unten|wie besprochen|unten die|kopiert aus|export aus|slack-export|siehe anhang|wortwörtlich
  fr voici|voilà|ci-joint|je te transfère|je vous transfère|je joins|je te l'envoie|je t'envoie|ci-dessous|comme convenu|comme discuté|copié depuis|copié de|collé depuis|voir pièce jointe|tel quel|mot pour mot
  es aquí tienes|aquí va|aquí van|adjunto|te reenvío|os reenvío|te la mando|te lo mando|te mando|abajo|como hablamos|como quedamos|pegado de|copiado de|ver adjunto|tal cual
  it ecco|in allegato|te la mando|ti mando|allego|qui sotto|come d'accordo|come detto|ti giro|vi giro|copiato da|incollato da|incollo sotto|vedi allegato|così com'è
  nl hierbij|bijgaand|ik stuur door|stuur ik door|stuur ik na|stuur ik nog|voeg ik toe|hieronder|zoals besproken|hier is|hier zijn|gekopieerd uit|geplakt uit|zie bijlage|letterlijk
  pt aqui está|aqui vai|aqui vão|segue|reencaminho|te encaminho|mando depois|envio depois|seguem|em anexo|abaixo|como combinado|copiado de|colado de|ver anexo|tal e qual|tal como está
  en i'll send you|will send you|sending you|sent separately|sending separately
  de schick ich dir|schicke ich dir|sende ich dir|schick ich separat|schicke ich separat
  fr je t'envoie|je vous envoie|envoyé séparément|envoyées séparément
  es te mando|te envío|por separado
  it ti mando|ti invio|a parte
  nl stuur ik je|stuur ik jullie|stuur ik apart|apart gestuurd
  pt mando-te|envio-te|mando em separado|envio em separado
  pl oto|w załączniku|załączam|przesyłam|przekazuję|poniżej|jak ustaliliśmy|skopiowane z|wklejone z|zobacz załącznik|wyślę osobno|wyślę ci|podeślę|prześlę
  cs tady je|tady jsou|v příloze|přikládám|posílám|přeposílám|níže|jak jsme se domluvili|zkopírováno z|pošlu zvlášť|pošlu ti|pošlu později
  sv här är|bifogat|bifogar|skickar vidare|nedan|som vi pratade om|kopierat från|skickar separat|skickar dig|skickar senare
  da her er|vedhæftet|vedhæfter|videresender|nedenfor|som aftalt|kopieret fra|sender separat|sender dig|sender senere
process — Words of the work around the e-mail: a sentence with them and a request or a name is a note.
  en draft|drafts|asap|eod|by eod|approve|approval|sign-off|proofread|review|thread|ticket|mockup|mock-up|figma|deadline for|send it out|goes out|go out|need this out|need it out|schedule it|the client|our designer|copywriter|legal wants|legal says|finance|boss|ceo|meeting|call with|take a look|look over|have a look
  de entwurf|freigabe|korrektur|abstimmung|ticket|thread|rausgehen|der kunde|die kundin|chef|chefin|rechtsabteilung|besprechung|drüberschauen|gegenlesen|anschauen|draufschauen
  fr brouillon|validation|relecture|maquette|ticket|le client|la cliente|le juridique|réunion|jeter un œil|relire
  es borrador|aprobación|revisión|maqueta|ticket|el cliente|la clienta|jurídico|reunión|echar un vistazo|revisar
  it bozza|approvazione|revisione|impaginato|ticket|thread|il cliente|la cliente|l'ufficio legale|riunione|dare un'occhiata|rivedere
  nl concept|goedkeuring|review|ticket|de klant|juridisch|vergadering|overleg|naar kijken|nakijken|meekijken
  pt rascunho|aprovação|revisão|maquete|ticket|thread|o cliente|a cliente|jurídico|reunião|dar uma olhada|rever
  pl szkic|wersja robocza|akceptacja|zatwierdzenie|korekta|szef|szefowa|spotkanie|zerknij|przejrzyj
  cs koncept|návrh|schválení|korektura|šéf|šéfová|porada|mrkni
  sv utkast|godkännande|korrektur|chefen|möte|kolla igenom
  da udkast|godkendelse|korrektur|chefen|møde|kig på
work — The work's own deadline or errand, a note by itself ("need this out Monday", "send me a test before it goes").
  en need this out|need it out|need this by|need it by|need this done|asap|by eod|send me a test|send me a draft|a draft to me|before it goes|for approval|get back to me
  de brauche ich bis|brauchen wir bis|bis spätestens|schick mir|zur freigabe|drüberschauen|gegenlesen
  fr il me le faut|j'en ai besoin|envoie-moi|envoyez-moi|pour relecture|pour validation
  es lo necesito|la necesito|tenlo listo|tenla lista|mándame|envíame|para revisión
  it mi serve entro|ci serve entro|mandami|inviami|per approvazione|se riesci
  nl heb ik nodig|hebben we nodig voor|stuur me|stuur mij|ter goedkeuring
  pt preciso disto|preciso até|manda-me|me manda|envia-me|para aprovação
  pl potrzebuję do|wyślij mi|do akceptacji|przed wysyłką
  cs potřebuju do|pošli mi|ke schválení|před odesláním
  sv behöver den till|skicka mig|för godkännande|innan utskick
  da skal bruge den til|send mig|til godkendelse|før udsendelse
mail — The e-mail and its parts as things to make ("the invite", "a welcome email", "subject line", "button"); no word of another language read at once ("knapp", "mall").
  en email|e-mail|*mail|mailer|mailing|*newsletter|invite|invitation|template|copy|wording|subject line|headline|preheader|cta|button|layout|banner|footer|header|autoreply|auto-reply|autoresponder|blast|send-out|version|text|intro|sign-off|ps
  de e-mail|*mail|*newsletter|einladung|auto-antwort|autoantwort|vorlage|text|texte|betreff|betreffzeile|überschrift|button|schaltfläche|layout|banner|fußzeile|kopfzeile|autoresponder
  fr e-mail|mail|courriel|newsletter|invitation|modèle|texte|objet|titre|bouton|mise en page|bannière|pied de page|réponse automatique
  es correo|e-mail|email|mail|boletín|newsletter|invitación|plantilla|texto|asunto|titular|botón|diseño|banner|pie|respuesta automática|autorespuesta|autorespon*
  it e-mail|email|mail|newsletter|autorisposta|invito|modello|testo|oggetto|titolo|pulsante|bottone|layout|banner|piè di pagina|risposta automatica
  nl e-mail|mail|*mail|*nieuwsbrief|inhoud|uitnodiging|sjabloon|tekst|onderwerpregel|kop|knop|opmaak|banner|footer|autoreply|automatisch antwoord|opzet
  pt e-mail|email|mail|newsletter|boletim|convite|resposta automática|autoresposta|modelo|texto|assunto|título|botão|layout|banner|rodapé|resposta automática
  pl e-mail|mail|newsletter|zaproszenie|szablon|tekst|temat|przycisk
  cs e-mail|mail|newsletter|pozvánka|šablona|text|předmět|tlačítko
  sv e-post|mejl|mail|nyhetsbrev|innehåll|inbjudan|text|ämnesrad
  da e-mail|mail|nyhedsbrev|indhold|invitation|skabelon|tekst|emnelinje|knap
  ja メール|件名|ボタン|ニュースレター|招待状
  pl mail*|e-mail*|autoodpowiedź|autoresponder|wiadomość|mailing|nagłówek|stopka
  cs e-mail*|autoodpověď|zpráva|rozesílka|nadpis|patička
  sv mejl*|autosvar|utskick
  da mail*|autosvar|udsendelse|overskrift
contentLabel — A label that says what the e-mail should contain ("Content: thank them, ..."): a brief to the writer.
  en content|contents|body copy|needs|must include|should include|should cover
  de inhalt|inhalte|muss rein|soll rein|muss enthalten
  fr contenu|doit contenir|à inclure
  es contenido|debe incluir|a incluir
  it contenuto|contenuti|deve contenere|da includere
  nl inhoud|moet bevatten|moet erin
  pt conteúdo|deve incluir|a incluir
  pl treść
  cs obsah
  sv innehåll
  da indhold
  en what to include|what goes in|what it needs|what should be in it
  de was rein muss|was reinkommt|was rein soll|was drin sein muss
  fr ce qu'il faut mettre|ce qu'il faut dire|à mettre
  es qué poner|qué incluir|qué debe llevar
  it cosa mettere|cosa deve esserci|cosa includere
  nl wat moet erin|wat erin moet|wat er in moet|wat moet er in|wat erin komt
  pt o que incluir|o que pôr|o que deve ter
  pl co ma się znaleźć|co musi być|co ma być|zawartość
  cs co tam má být|co má obsahovat
  sv vad som ska med|vad den ska innehålla
  da hvad skal med|hvad den skal indeholde
mailKind — Kinds of e-mail a brief asks for by name ("Order confirmation for our webshop", "Buchungsbestätigung für …").
  en confirmation|order confirmation|booking confirmation|receipt|reminder|announcement|welcome email|welcome mail
  de bestätigung|*bestätigung|quittung|erinnerung|ankündigung|willkommensmail
  fr confirmation|confirmation de commande|reçu|rappel|annonce
  es confirmación|recibo|recordatorio|anuncio
  it conferma|ricevuta|promemoria|annuncio
  nl bevestiging|*bevestiging|ontvangstbewijs|herinnering|aankondiging
  pt confirmação|recibo|lembrete|anúncio
  pl potwierdzenie|przypomnienie|ogłoszenie|autoodpowiedź
  cs potvrzení|připomínka|oznámení|autoodpověď
  sv bekräftelse|påminnelse|kvitto|autosvar
  da bekræftelse|påmindelse|kvittering|autosvar
platformData — Words that say a value comes from the sending system, not from the brief ("dados vêm do sistema").
  en from the system|from our system|from the shop system|merge field|merge fields|merge tag|merge tags|placeholder|placeholders
  de aus dem system|aus dem buchungssystem|aus dem shopsystem|aus dem shop|platzhalter|serienfeld|serienfelder
  fr du système|depuis le système|champ de fusion|champs de fusion|variable|variables
  es del sistema|desde el sistema|campo combinado|campos combinados|variable|variables
  it dal sistema|dal gestionale|campo unione|campi unione|segnaposto|variabile|variabili
  nl uit het systeem|uit ons systeem|samenvoegveld|samenvoegvelden|placeholder|placeholders
  pt do sistema|vêm do sistema|vem do sistema|campo de mesclagem|campos de mesclagem|variável|variáveis
  pl z systemu|pole scalania|zmienna|zmienne
  cs ze systému|z systému|proměnná|proměnné
  sv från systemet|variabel|variabler
  da fra systemet|variabel|variabler
toneSpeech — Words that join tone words into a line of register alone ("Kurz und freundlich, Sie").
  en and|but|or|not|too|be|short|brief|you|no
  de und|aber|oder|nicht|zu|sei|seid|kurz|sie|du|kein|keine
  fr et|mais|ou|pas|trop|sois|soyez|court|bref|vous|tu|ne
  es y|pero|o|sin|no|demasiado|sé|breve|corto|usted|tú|pasarse
  it e|ma|o|non|troppo|sii|breve|corto|lei|tu|senza|esagerare
  nl en|maar|of|niet|te|wees|kort|u|jij|je|geen
  pt e|mas|ou|não|sem|muito|seja|curto|breve|você|o senhor|exagerar
  en form|it's|its
  de form|anrede|ist|es
  fr forme|c'est|du
  es forma|trato|es
  it forma|è
  nl vorm|het|is
  pt forma|tratamento|é
  pl i|ale|lub|albo|nie|zbyt|bądź|krótko|pan|pani|państwo|ty|bez|to|forma
  cs a|ale|nebo|ne|příliš|buď|krátce|vy|ty|bez|to|forma
  sv och|men|eller|inte|för|var|kort|ni|du|utan|det|är|form
  da og|men|eller|ikke|for|vær|kort|de|du|uden|det|er|form
make — Verbs of making or writing the e-mail.
  en write|make|do|build|create|draft|send|set up|put together|prepare|design|translate|format|word|phrase|keep|use|mention|include|add|avoid|say|put|link|end|close|open|start|sign|highlight|stress|emphasise|emphasize|focus|feature|push|plug|lead|show|list|remove|drop|cut|shorten|swap|change|replace
  de schreib|schreibe|schreiben|mach|mache|machen|bau|baue|erstell|erstelle|erstellen|formulier|formuliere|formulieren|halt|halte|halten|verwende|verwenden|nimm|nehmen|erwähn|erwähne|erwähnen|nenn|nenne|nennen|füg|füge|einfügen|übersetz|übersetze|übersetzen|hervorheben|betonen|schick|schicken|verschicken|weglassen|streichen|zeig|zeigen|beende|schließ
  fr écris|écrivez|écrire|fais|faites|faire|prépare|préparez|préparer|rédige|rédigez|rédiger|garde|gardez|garder|utilise|utilisez|utiliser|mentionne|mentionnez|mentionner|ajoute|ajoutez|ajouter|mets|mettez|mettre|traduis|traduisez|traduire|termine|terminez|terminer|insiste|mettre en avant|envoie|envoyer|enlève|retire|supprime|affiche|afficher
  es escribe|escribid|escribir|haz|haced|hacer|prepara|preparar|redacta|redactar|mantén|mantener|usa|usad|usar|menciona|mencionar|añade|añadir|incluye|incluir|pon|poner|traduce|traducir|termina|terminar|cierra|cerrar|destaca|destacar|envía|enviar|quita|quitar|muestra|mostrar
  it scrivi|scrivete|scrivere|fai|fate|fare|prepara|preparare|redigi|tieni|tenere|mantieni|usa|usate|usare|menziona|menzionare|aggiungi|aggiungere|includi|includere|metti|mettere|traduci|tradurre|chiudi|chiudere|termina|evidenzia|invia|inviare|togli|mostra|mostrare
  nl schrijf|schrijven|maak|maken|bouw|houd|hou|houden|gebruik|gebruiken|vermeld|vermelden|noem|noemen|voeg|toevoegen|zet|zetten|vertaal|vertalen|sluit|eindig|benadruk|stuur|sturen|verstuur|haal|toon|tonen
  pt escreve|escreva|escrever|faz|faça|fazer|prepara|prepare|preparar|redige|redija|mantém|mantenha|manter|usa|use|usar|menciona|mencione|mencionar|acrescenta|acrescente|adiciona|adicione|inclui|inclua|incluir|põe|ponha|coloca|coloque|traduz|traduza|traduzir|termina|termine|fecha|feche|destaca|destaque|envia|envie|enviar|tira|tire|mostra|mostre|mostrar
  pl napisz|napisać|zrób|zróbcie|zrobić|przygotuj|przygotować|dodaj|dodać|użyj|użyć|wspomnij|wymień|wstaw|wstawić|umieść|przetłumacz|wyślij|podpisz|zakończ|usuń
  cs napiš|napsat|udělej|udělat|připrav|připravit|přidej|přidat|použij|použít|zmiň|uveď|vlož|přelož|pošli|podepiš|zakonči|odstraň
  sv skriv|gör|göra|förbered|lägg till|använd|nämn|ta med|översätt|skicka|avsluta|ta bort
  da skriv|lav|forbered|tilføj|brug|nævn|tag med|oversæt|send|afslut|fjern
negate — A negation that opens what not to do ("don't", "bitte nicht", "ne pas", "no", "niet", "não").
  en don't|dont|do not|never|no need to|avoid|without|leave out|skip|not
  de nicht|kein|keine|keinen|keinesfalls|nie|niemals|vermeide|vermeiden|ohne|nicht nötig
  fr ne|ne pas|ne jamais|n'|pas de|pas|jamais|évite|évitez|éviter|sans|pas besoin de|inutile de
  es no|nunca|evita|evitad|evitar|sin|no hace falta|no hay que
  it non|mai|evita|evitate|evitare|senza|niente|non serve|non c'è bisogno di
  nl niet|geen|nooit|vermijd|vermijden|zonder|hoeft niet|niks|niets
  pt não|nunca|evita|evite|evitar|sem|não precisa|não é preciso
  pl nie|bez
  cs ne|bez
  sv inte|aldrig|utan
  da ikke|aldrig|uden
avoidVerb — What a negation forbids the e-mail to do with a thing ("mention", "erwähnen", "mentionner", "citar").
  en mention|mentioning|say|use|include|put|add|show|quote|list|promise|talk about|bring up|call it|print|write|name
  de erwähnen|erwähne|nennen|nenne|nenn|verwenden|verwende|setz|setze|pack|packe|verlinke|schreiben|schreib|reinschreiben|reinnehmen|reinpacken|angeben|aufführen|aufnehmen|zeigen|sagen|sag|zitieren|versprechen|reden über|verlinken
  fr mentionner|mentionne|mentionnez|citer|cite|citez|utiliser|utilise|utilisez|mettre|mets|mettez|parler de|parle de|parlez de|parler des|parler du|parle des|parle du|parlez des|parlez du|dire|dis|dites|afficher|promettre|écrire|écrivez
  es mencionar|menciones|mencione|mencionéis|decir|digas|digáis|digan|usar|uses|poner|pongas|pongáis|hablar de|hables de|habléis de|incluir|incluyas|citar|cites|prometer|ponerlo|ponerla|mencionarlo|decirlo
  it menzionare|menzionate|citare|usare|mettere|mettete|scrivete|dire|parlare di|includere|scrivere|promettere|scriverlo|metterlo|dirlo|menzionarlo|citarlo
  nl noemen|noem|vermelden|vermeld|gebruiken|gebruik|zeggen|zeg|zetten|zet|schrijven|schrijf|beloven|tonen|toon
  pt mencionar|mencione|menciona|ponhas|ponha|ponham|pôr|escrevas|escreva|escrever|fales|usar|use|usa|colocar|coloque|coloca|falar|fale|fala|dizer|diga|diz|incluir|inclua|citar|cite|prometer|colocá-lo|mencioná-lo
  pl wspominać|wspomnij|podawać|podawaj|pisać|pisz|używać|umieszczać|wymieniać|pokazywać
  cs zmiňovat|zmiňuj|uvádět|uváděj|psát|piš|používat|ukazovat
  sv nämna|nämn|skriva|skriv|använda|ta med|visa
  da nævne|nævn|skrive|skriv|bruge|tage med|vise
reason — Words that open a reason after an instruction ("don't write it, because it looks bad").
  en because|since|as|cause|coz|cos
  de weil|da|denn
  fr car|parce que|puisque
  es porque|ya que|que
  it che|perché|poiché|visto che
  nl omdat|want|aangezien
  pt porque|pois|já que
  pl bo|ponieważ|gdyż
  cs protože|jelikož
  sv eftersom|för att
  da fordi|da
interjection — Words a sentence opens with that are not a colleague's name ("So, ...", "Ok, ...").
  en so|ok|okay|well|right|also|now|then|yes|no|oh|ah|btw|sure|great|cool
  de so|also|ok|gut|na|ja|nein|achtung|genau|super
  fr alors|bon|ok|donc|bref|oui|non|super
  es bueno|vale|ok|pues|entonces|sí|no|genial
  it allora|ok|dunque|bene|sì|no|perfetto
  nl zo|oké|ok|nou|dus|ja|nee|top
  pt então|ok|bom|pois|sim|não|ótimo
  pl więc|ok|dobra|no|tak|nie|super
  cs takže|ok|dobře|jo|ano|ne|super
  sv så|ok|okej|ja|nej|bra|toppen
  da så|ok|okay|ja|nej|godt|super
include — Asks to include something ("mention", "don't forget", "remind them").
  en mention|include|add|remind them|remind people|remind everyone|don't forget|make sure to mention|say that|say it's|highlight|also mention|show
  de sag dass|sag, dass|sagt dass|sagt, dass|schreib dass|schreib, dass|erwähne|erwähnen|erwähnt|hinweisen auf|weise auf|mit hinweis auf|hinweis auf|vergiss nicht|nicht vergessen|erinnere an|erinnern an|füge hinzu|hinzufügen|einfügen|zeige|zeigen
  fr mentionne|mentionnez|mentionner|indique|indiquez|rappelle|rappelez|rappeler|n'oublie pas|n'oubliez pas|ajoute|ajoutez|précise|précisez|inclure|affiche|dis que|dites que
  es menciona|mencionad|mencionar|incluye|incluid|incluir|añade|añadid|añadir|recuerda|recordad|recordar|no olvides|indica|muestra|que mencione|que diga|que incluya|di que|decid que|diles que
  it menziona|menzionate|menzionare|includi|includere|aggiungi|aggiungere|ricorda|ricordate|ricordare|non dimenticare|indica|mostra|che dica|che menzioni|di' che|dite che|digli che|scrivi che
  nl vermeld|vermelden|noem|noemen|voeg toe|toevoegen|herinner|vergeet niet|niet vergeten|geef aan|toon|zeg dat|vertel dat|zet erin dat|zet er in dat|zet erbij dat|neem op dat
  pt menciona|mencione|mencionar|inclui|inclua|incluir|acrescenta|acrescente|adiciona|adicione|lembra|lembre|lembrar|não esqueças|não esqueça|indica|indique|mostra|mostre|que mencione|que diga|diga que|diz que|digam que
  pl wspomnij|wspomnieć|dodaj|dodać|przypomnij|nie zapomnij|napisz że|podaj
  cs zmiň|uveď|přidej|připomeň|nezapomeň|napiš že
  sv nämn|lägg till|påminn|glöm inte|skriv att
  da nævn|tilføj|mind om|glem ikke|skriv at
includeIt — "Say it", "mention it" with the pronoun written into the verb (Italian, Spanish, Portuguese).
  en mention it|include it|add it|say it|put it
  de erwähne es|erwähnt es|sag es|schreib es
  fr mentionne-le|mentionnez-le|dis-le|dites-le|ajoute-le|indique-le
  es menciónalo|mencionadlo|dilo|decidlo|ponlo|inclúyelo|añádelo
  it menzionalo|dillo|ditelo|scrivilo|mettilo|aggiungilo|includilo
  nl vermeld het|noem het|zeg het|zet het
  pt menciona-o|mencione-o|di-lo|diz isso|diga isso|coloca-o|inclui-o
  pl wspomnij o tym|dodaj to
  cs zmiň to|přidej to
  sv nämn det|lägg till det
  da nævn det|tilføj det
closeWith — How to end the e-mail ("end with a donation ask", "termine par ...").
  en end with|close with|finish with|wrap up with|end on|close on|sign off with|sign off as|sign it from|sign it as|signed by
  de ende mit|beende mit|schließe mit|schließ mit|abschließen mit|unterschreibe mit|unterschrieben von
  fr termine par|terminez par|terminer par|finis par|finissez par|conclus par|concluez par|signé par|signe avec
  es termina con|terminad con|terminar con|cierra con|cerrar con|acaba con|firma como|firmado por
  it termina con|terminate con|chiudi con|chiudete con|chiudere con|finisci con|firma come|firmato da
  nl eindig met|sluit af met|afsluiten met|onderteken met|ondertekend door
  pt termina com|termine com|terminar com|fecha com|feche com|encerra com|encerre com|assina como|assinado por
  pl zakończ|zakończ na|podpisz jako|podpisane przez
  cs zakonči|podepiš jako|podepsáno
  sv avsluta med|signera som|undertecknat av
  da afslut med|underskriv som|underskrevet af
styleLike — Asks to write in someone's manner: the built-in writer cannot follow it.
  en write it like|written like|in the style of|like our * talks|like * writes|like * would|sound like|in * voice
  de im stil von|so wie * schreibt|wie * es schreibt|klingen wie|schreib es wie|schreibt es wie
  fr dans le style de|à la manière de|comme * écrit|comme l'écrirait|écris-le comme|écrivez-le comme
  es al estilo de|como escribe|como lo escribiría|que suene como|escríbelo como|escribidlo como
  it nello stile di|alla maniera di|come scrive|come scriverebbe|scrivilo come|scrivetelo come
  nl in de stijl van|zoals * schrijft|alsof * het schrijft|schrijf het zoals|schrijf het als
  pt no estilo de|à maneira de|como * escreve|como escreveria|escreve-o como|escreva-o como
  pl w stylu
  cs ve stylu
  sv i stil med
  da i stil med
translate — Verbs of translating.
  en translate|translated|translation|in english|in german|in french|in spanish|in italian|in dutch|in portuguese
  de übersetze|übersetzen|übersetzt|übersetzung|auf englisch|auf deutsch|auf französisch|auf niederländisch
  fr traduis|traduisez|traduire|traduction|en anglais|en allemand|en espagnol|en néerlandais
  es traduce|tradúcelo|tradúcela|traducid|traducidlo|traducir|traducción|en inglés|en alemán|en francés|en neerlandés
  it traduci|traducilo|traducila|tradurre|traduzione|in inglese|in tedesco|in francese|in olandese
  nl vertaal|vertalen|vertaling|in het engels|in het duits|in het frans|in het nederlands
  pt traduz|traduza|traduzir|tradução|em inglês|em alemão|em francês|em holandês
  pl przetłumacz|przetłumaczyć|tłumaczenie|po angielsku|po polsku|po niemiecku
  cs přelož|přeložit|překlad|anglicky|německy
  sv översätt|översätta|översättning|på engelska|på svenska
  da oversæt|oversætte|oversættelse|på engelsk|på dansk
keep — Verbs that ask to keep or make the e-mail some way ("keep it short", "que sea breve", "houd het kort").
  en keep|make|write
  de halte|halt|mach|schreib
  fr fais|faites|garde|gardez|sois|soyez
  es mantén|mantenlo|mantenla|haz|hazlo|hazla|que sea|sea
  it tieni|tienila|tienilo|fai|falla|fallo|che sia|sii
  nl houd|hou|maak|schrijf
  pt mantenha|mantém|faça|seja|que seja
  pl utrzymaj|zrób|napisz|niech będzie
  cs udrž|udělej|napiš|ať je
  sv håll|gör|skriv
  da hold|gør|skriv
short — Length: how long the e-mail should be.
  en short|shorter|brief|concise|punchy|tight|under * words|max * words|no more than * words|* words max|one screen
  de kurz|kürzer|knapp|maximal * wörter|unter * wörter|höchstens * wörter
  fr court|courte|bref|brève|concis|moins de * mots|max * mots
  es corto|corta|breve|conciso|menos de * palabras|máximo * palabras
  it corto|corta|breve|conciso|sotto le * parole|massimo * parole
  nl kort|korter|beknopt|onder de * woorden|maximaal * woorden
  pt curto|curta|breve|conciso|menos de * palavras|máximo * palavras
  pl krótko|krótki|krótka|krótkie|zwięźle|krótszy|maks * słów
  cs krátce|krátký|krátká|stručně|stručný|max * slov
  sv kort|kortfattat|kortare|max * ord
  da kort|kortfattet|kortere|max * ord
informal — The informal form of address asked for (du, tu, tú, jij, você).
  en informal you|first-name terms
  de duzen|duzt|du-form|per du|in der du-form|mit du
  fr tutoyer|tutoie|tutoyez|tutoiement|au tu
  es tutear|tutea|tuteo|de tú|trato de tú
  it dare del tu|dai del tu|del tu|diamo del tu
  nl jij-vorm|je-vorm|tutoyeren|met je en jij|je/jij
  pt tratar por tu|trata por tu|por você|tratamento por você|de tu
  nl jullie-vorm|jullie vorm|je/jullie|met jullie
  pl na ty|po imieniu|forma ty|tykanie
  cs tykání|tykat|tykej|na ty
  sv du-form|du-tilltal
  da du-form|tiltale med du
formal — The formal form of address asked for (Sie, vous, usted, u, Lei, o senhor).
  en formal you
  de siezen|siezt|sie-form|per sie|in der sie-form|mit sie
  fr vouvoyer|vouvoie|vouvoyez|vouvoiement|au vous
  es de usted|trato de usted|ustedear|hablar de usted
  it dare del lei|dai del lei|del lei|diamo del lei
  nl u-vorm|met u|vousvoyeren
  pt o senhor|a senhora|tratamento formal|por o senhor
  pl forma państwo|per pan|per państwo|forma grzecznościowa
  cs vykání|vykat|vykej|na vy
  sv ni-form|ni-tilltal
  da de-form|tiltale med De
audience — Who a mailing goes to, named in a description of it ("update to all API users", "mail a clientes").
  en users|customers|clients|subscribers|members|supporters|donors|readers|partners|attendees|registrants|buyers|leads|everyone|everybody|all
  de nutzer|nutzerinnen|kunden|kundinnen|abonnenten|abonnentinnen|mitglieder|unterstützer|unterstützerinnen|förderer|spender|leser|partner|teilnehmer|teilnehmende|alle
  fr utilisateurs|clients|clientes|abonnés|abonnées|membres|donateurs|lecteurs|partenaires|participants|inscrits|tous|toutes
  es usuarios|clientes|suscriptores|socios|miembros|donantes|lectores|socios|asistentes|inscritos|todos|todas
  it utenti|clienti|iscritti|abbonati|soci|membri|donatori|lettori|partner|partecipanti|tutti|tutte
  nl gebruikers|klanten|abonnees|leden|donateurs|lezers|partners|deelnemers|iedereen|alle
  pt utilizadores|usuários|clientes|assinantes|subscritores|membros|sócios|doadores|leitores|parceiros|participantes|inscritos|todos|todas
  pl klienci|klientów|klientom|subskrybenci|subskrybentów|użytkownicy|użytkowników|członkowie|partnerzy|partnerów|uczestnicy|uczestników|dystrybutorzy|dystrybutorów|wszyscy|wszystkich
  cs zákazníci|zákazníkům|odběratelé|odběratelům|uživatelé|členové|partneři|účastníci|všichni|všem
  sv kunder|kunderna|prenumeranter|användare|medlemmar|partner|deltagare|alla
  da kunder|kunderne|abonnenter|brugere|medlemmer|partnere|deltagere|alle
toAudience — The word that sends a mailing to its audience ("to all users", "an alle", "a clientes", "aux membres").
  en to|for
  de an|für
  fr à|aux|pour
  es a|para
  it a|ai|agli|alle|per
  nl aan|voor
  pt a|aos|às|para
  pl do|dla
  cs pro
  sv till|för
  da til|for
mailing — Words for a mailing as a whole, beside the e-mail's own ("monthly update", "Resumen", "Rundbrief").
  en update|digest|roundup|round-up|recap|summary|announcement|blast|mailing|send
  de update|rundbrief|zusammenfassung|rundschreiben|aussendung|mailing
  fr mise à jour|récap|récapitulatif|résumé|annonce|envoi
  es actualización|resumen|novedades|anuncio|envío
  it aggiornamento|riepilogo|riassunto|annuncio|invio
  nl update|samenvatting|overzicht|aankondiging|mailing
  pt atualização|resumo|novidades|anúncio|envio
  pl aktualizacja|podsumowanie|ogłoszenie|wysyłka|mailing
  cs aktualizace|shrnutí|oznámení|rozesílka
  sv uppdatering|sammanfattning|utskick
  da opdatering|opsummering|udsendelse
briefRef — Words that point at the brief's own material, not the reader's ("use this order as the example", "Beispiel:").
  en example|sample|e.g. below|the following|as follows|data below
  de beispiel|beispiel*|*beispiel|muster|musterbestellung|folgendes|folgende daten
  fr exemple|exemple*|échantillon|ci-dessous|ci-après|suivant
  es ejemplo|muestra|a continuación|lo siguiente
  it esempio|campione|qui sotto|di seguito|seguente
  nl voorbeeld|voorbeeld*|hieronder|het volgende
  pt exemplo|amostra|abaixo|a seguir|o seguinte
  en fictional|fictitious|dummy|made-up|for the template
  de fiktiv|fiktive|fiktiver|fiktives|für die vorlage
  fr fictif|fictive|fictifs|pour le modèle|pour le gabarit
  es ficticio|ficticia|ficticios|para la plantilla
  it fittizio|fittizia|fittizi|per il modello
  nl fictief|fictieve|verzonnen|voor het sjabloon|voor de template
  pt fictício|fictícia|fictícios|para o modelo
  pl przykład|przykładowe|przykładowy|przykładowa|fikcyjne|fikcyjny|fikcyjna|do szablonu|poniżej
  cs příklad|ukázka|fiktivní|pro šablonu|níže
  sv exempel|fiktiv|fiktivt|för mallen|nedan
  da eksempel|fiktiv|fiktivt|til skabelonen|nedenfor
infoHead — A short label that heads the brief's details for the writer ("Info:", "Die Eckdaten:", "Détails :").
  en info|infos|details|the details|the info|key facts|facts
  de info|infos|die infos|details|eckdaten|die eckdaten|daten
  fr info|infos|les infos|détails|les détails|informations
  es info|datos|los datos|detalles|información
  it info|dettagli|informazioni|dati|i dati
  nl info|informatie|details|gegevens|de gegevens
  pt info|informações|dados|os dados|detalhes
  pl info|informacje|szczegóły|dane|najważniejsze
  cs info|informace|detaily|údaje
  sv info|information|detaljer|uppgifter
  da info|information|detaljer|oplysninger
explain — Verbs of what the e-mail should do for its reader ("Soll erklären ...", "should explain", "doit présenter").
  en explain|describe|tell|present|introduce|announce|cover|walk through|thank|invite|remind|highlight|showcase
  de erklären|erklärt|beschreiben|erzählen|vorstellen|ankündigen|zeigen|bedanken|danken|einladen|erinnern|hervorheben|aufzeigen
  fr expliquer|décrire|présenter|annoncer|raconter|remercier|inviter|rappeler|mettre en avant|mettre en valeur
  es explicar|describir|contar|presentar|anunciar|agradecer|invitar|recordar|destacar|resaltar
  it spiegare|descrivere|raccontare|presentare|annunciare|ringraziare|invitare|ricordare|evidenziare|mettere in evidenza
  nl uitleggen|beschrijven|vertellen|voorstellen|aankondigen|bedanken|uitnodigen|herinneren|benadrukken|uitlichten
  pt explicar|descrever|contar|apresentar|anunciar|agradecer|convidar|lembrar|destacar|realçar
  pl wyjaśnić|opisać|przedstawić|ogłosić|podziękować|zaprosić|przypomnieć|wyjaśnij|opisz|przedstaw|zaproś|podziękuj
  cs vysvětlit|popsat|představit|oznámit|poděkovat|pozvat|připomenout|vysvětli|popiš|představ|pozvi
  sv förklara|beskriva|presentera|tacka|bjuda in|påminna
  da forklare|beskrive|præsentere|takke|invitere|minde om
infinitive — A verb in the infinitive that opens a line as the writer's task ("Proporre una call …", "Agradecer, …"); English and German imperatives may speak to the reader, so they have no row.
  fr remercier|proposer|présenter|rappeler|inviter|expliquer|annoncer|mentionner|indiquer|ajouter|préciser|souligner|insister sur|offrir
  es agradecer|proponer|presentar|recordar|invitar|explicar|anunciar|mencionar|indicar|añadir|destacar|ofrecer|subrayar
  it ringraziare|proporre|presentare|ricordare|invitare|spiegare|annunciare|menzionare|indicare|aggiungere|evidenziare|offrire|sottolineare
  pt agradecer|propor|apresentar|lembrar|convidar|explicar|anunciar|mencionar|indicar|acrescentar|destacar|oferecer|sugerir
  nl uitnodigen|bedanken|uitleggen|vermelden|benadrukken|aanbieden
  pl podziękować|zaprosić|przypomnieć|przedstawić|wyjaśnić|ogłosić|zaproponować|dodać|wspomnieć|podkreślić|zaoferować
  cs poděkovat|pozvat|připomenout|představit|vysvětlit|oznámit|nabídnout|zmínit|zdůraznit
  sv att tacka|att bjuda in|att påminna|att presentera|att förklara
  da at takke|at invitere|at minde om|at præsentere|at forklare
should — A modal with no person before it: what the e-mail should do ("Soll erklären ...", "doit présenter ...").
  en should|must|needs to|has to|ought to
  de soll|sollte|muss|müsste|sollen
  fr doit|devrait|il faut|faut
  es debe|debería|tiene que|hay que
  it deve|dovrebbe|bisogna|occorre
  nl moet|zou moeten|moeten
  pt deve|deveria|tem de|tem que|precisa
  pl powinien|powinna|powinno|musi|trzeba|należy
  cs měl by|měla by|mělo by|musí|je třeba
  sv ska|bör|måste
  da skal|bør
atEnd — Where in the e-mail a line goes: at its end (a sign-off or a closing ask for the writer).
  en at the end|in the end|at the bottom|as a closing
  de am ende|am schluss|zum schluss|zum abschluss|abschließend|ganz unten|unten drunter
  fr à la fin|en fin de mail|pour finir|pour conclure|pour terminer|en conclusion|tout en bas
  es al final|para cerrar|para terminar|para acabar|al pie|abajo del todo
  it alla fine|in fondo|per chiudere|per finire|in chiusura
  nl aan het eind|aan het einde|tot slot|onderaan|als afsluiting|afsluitend
  pt no final|no fim|para fechar|para terminar|para acabar|no rodapé
  pl na koniec|na końcu|na zakończenie|pod spodem
  cs na konec|na závěr|na konci
  sv i slutet|till sist|avslutningsvis|längst ner
  da til sidst|i slutningen|afslutningsvis|nederst
ignore — Verbs of ignoring, for a line told to readers who did not ask for the e-mail ("ignor*" reads "ignorarla").
  en ignor*|disregard|delete
  de ignor*|löschen
  fr ignor*|supprimer
  es ignor*|borrar
  it ignor*|cancellare
  nl negeren|negeer|verwijderen
  pt ignor*|apagar
  pl zignoruj*|ignoruj*|usuń
  cs ignoruj*|smaž
  sv ignorera|radera
  da ignorer|slet
whoever — A reader named in the third person, as the writer is told about them ("wer sich nicht angemeldet hat", "those who").
  en whoever|anyone who|anybody who|those who|people who|someone who|if someone|if anyone
  de wer|diejenigen|alle die|falls jemand|wenn jemand
  fr ceux qui|celles qui|celui qui|quiconque|si quelqu'un
  es quien|quienes|los que|las que|el que|si alguien
  it chi|coloro che|quelli che|chiunque|se qualcuno
  nl wie|degenen die|iedereen die|als iemand
  pt quem|aqueles que|os que|quem não|se alguém
  pl kto|ci którzy|jeśli ktoś
  cs kdo|ti kteří|pokud někdo
  sv den som|de som|om någon
  da den der|dem der|hvis nogen
prefer — Words that choose one form over another ("nee lieber Sie", "plutôt vous", "mejor de usted").
  en rather|instead|better|prefer|preferably
  de lieber|eher|besser|doch|stattdessen
  fr plutôt|mieux|de préférence
  es mejor|más bien|preferiblemente|mejor de
  it meglio|piuttosto|preferibilmente
  nl liever|beter|toch
  pt melhor|antes|de preferência
  pl raczej|lepiej|wolę
  cs spíš|radši|lépe
  sv hellre|snarare|bättre
  da hellere|snarere|bedre
formalYou — The formal pronoun of address alone, as a brief's answer about register ("Sie", "vous", "usted").
  de Sie
  fr vous
  es usted|ustedes
  it Lei
  nl u
  pt o senhor|a senhora
  pl Państwo|Pan|Pani
  cs Vy
  sv Ni
  da De
formalReader — The reader spoken to in the formal you, as the e-mail speaks ("Sie bekommen", "vous recevez", "u ontvangt").
  de Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer
  fr vous recevez|vous recevrez|vous pouvez|votre|vos
  es usted|ustedes
  it Lei|Suo|Sua|Suoi
  nl u ontvangt|u krijgt|u kunt|uw
  pt o senhor|a senhora|o seu|a sua
  pl Państwa|Państwu|Państwem
  cs Vám|Vás|Váš|Vaše|Vaši
  da Dem|Deres
informalYou — The informal pronoun of address alone ("du", "tu", "tú", "jij", "você").
  de du|ihr
  fr tu
  es tú|vosotros
  it tu|voi
  nl jij|je
  pt tu|você|vocês
  pl ty
  cs ty
  sv du
  da du
just — Fillers an imperative to the writer opens with ("just say ...", "einfach ...", "bitte unbedingt ...").
  en just|simply|only|also|absolutely|definitely
  de einfach|nur|auch|bitte|unbedingt|auf jeden fall
  fr juste|simplement|seulement|aussi|absolument|surtout
  es solo|sólo|simplemente|también|sí o sí|sin falta
  it solo|semplicemente|anche|basta|assolutamente|sicuramente
  nl gewoon|alleen|ook|even|zeker|echt
  pt só|apenas|simplesmente|também|sem falta|mesmo
  pl tylko|po prostu|też|także|koniecznie
  cs jen|prostě|taky|také|určitě
  sv bara|helt enkelt|också|absolut
  da bare|simpelthen|også|absolut
weAside — The brief's writer speaking in an aside: a bracket that opens with "we" or "I" talks to the colleague ("(we're running it from the Berlin office this time)", "(on attend encore la réponse)"), never to the reader.
  en we|we're|we'll|we've|we'd|i|i'm|i'll|i've|i'd
  de wir|ich
  fr on|nous|je|j'
  es nosotros|nosotras|yo
  it noi|io
  nl we|wij|ik
  pt nós|eu|a gente
  pl my|ja
  cs my|já
  sv vi|jag
  da vi|jeg
platform — The tools that send the e-mail or run the shop: what they fill in is the team's set-up, not copy.
  en shopify|shopware|woocommerce|magento|prestashop|wix|squarespace|bigcommerce|lightspeed|mailchimp|klaviyo|brevo|sendinblue|hubspot|laposta|mailerlite|activecampaign|getresponse|campaign monitor|sendgrid|stripe|the system|our system|the shop system|the booking system|the crm|the esp|the platform|the email tool
  de das system|dem system|vom system|buchungssystem|shopsystem|warenwirtschaft|das tool|dem tool
  fr le système|du système|la plateforme|de la plateforme|l'outil
  es el sistema|del sistema|la plataforma|de la plataforma|la herramienta
  it il sistema|dal sistema|la piattaforma|dalla piattaforma|il gestionale|dal gestionale
  nl het systeem|uit het systeem|het platform|de tool
  pt o sistema|do sistema|a plataforma|da plataforma|a ferramenta
  pl system|systemu|platforma|platformy
  cs systém|systému|platforma
  sv systemet|plattformen
  da systemet|platformen
autoFill — Words that say a value of the e-mail is filled in by the sending tool ("comes from Shopify", "wordt automatisch ingevoegd").
  en comes from|come from|coming from|pulled from|pulls in|fills in|fill in|filled in|inserted|inserts|adds it|generated by|automatically|auto-filled|autofilled|by itself|on its own
  de kommt aus|kommen aus|kommt vom|kommen vom|eingefügt|fügt|eingesetzt|setzt|füllt|generiert|automatisch|von selbst|von allein
  fr vient de|viennent de|vient du|viennent du|inséré|insérée|insérés|insère|ajouté par|rempli par|remplit|généré par|générée par|automatiquement|tout seul|toute seule
  es viene de|vienen de|viene del|vienen del|sale de|salen de|lo mete|la mete|los mete|las mete|lo pone|la pone|insertado|insertada|se inserta|generado por|generada por|automáticamente|solo|sola|solito
  it viene da|vengono da|viene dal|vengono dal|arriva da|arrivano da|arriva dal|lo mette|la mette|li mette|inserito|inserita|inserisce|generato da|generata da|automaticamente|da solo|da sola
  nl komt uit|komen uit|komt van|komen van|ingevoegd|voegt|ingevuld|vult|gegenereerd|automatisch|vanzelf|zelf
  pt vem da|vem do|vêm da|vêm do|vem de|vêm de|inserido|inserida|insere|preenchido|preenche|gerado por|gerada por|automaticamente|sozinho|sozinha
  pl automatycznie|uzupełnia|wstawia
  cs automaticky|doplní|vloží
  sv automatiskt|fyller i
  da automatisk|udfylder
unsettled — Words that say a part of the plan is not settled yet: the team's state of work, never the reader's news.
  en isn't final|is not final|not final yet|not finalised|not finalized|not confirmed yet|not yet confirmed|isn't confirmed|still tbc|still tbd|still being decided|not decided yet|not locked in|still open
  de noch nicht final|nicht final|noch nicht fix|noch nicht fest|steht noch nicht|noch nicht bestätigt|noch nicht entschieden|noch offen|noch unklar
  fr pas encore final|pas encore définitif|pas encore confirmé|pas encore fixé|pas encore calé|pas encore bouclé|on attend encore|toujours en attente
  es no está cerrado|no está cerrada|aún no está cerrado|todavía no está cerrado|no es definitivo|no es definitiva|aún sin confirmar|todavía sin confirmar|no está confirmado|no está confirmada
  it non è ancora definitivo|non è definitivo|non è ancora confermato|non ancora confermato|non è ancora chiuso|ancora da definire|ancora da confermare
  nl nog niet definitief|niet definitief|nog niet rond|nog niet bevestigd|staat nog niet vast|nog niet zeker
  pt não está fechado|não está fechada|ainda não está fechado|ainda não é definitivo|não é definitivo|ainda não está confirmado|ainda por confirmar|ainda não confirmado
  pl jeszcze nie potwierdzone|jeszcze nie wiadomo|do potwierdzenia|nie jest jeszcze pewne
  cs ještě není potvrzeno|zatím nejisté|ještě není jisté
  sv inte bekräftat än|inte klart än|inte spikat
  da ikke bekræftet endnu|ikke endeligt|ikke på plads endnu
soon — News promised to the reader ("more names soon"): a plan not settled yet, told to the reader, stays copy.
  en soon|coming soon|to follow|stay tuned|watch this space|will be announced
  de bald|demnächst|folgt|folgen|in kürze|wird bekannt gegeben
  fr bientôt|prochainement|à suivre|suivra|suivront|restez connectés
  es pronto|próximamente|en breve|seguirán|se anunciará
  it presto|prossimamente|a breve|seguiranno|verrà annunciato
  nl binnenkort|volgt|volgen|wordt bekendgemaakt
  pt em breve|brevemente|a seguir|será anunciado
  pl wkrótce|niedługo|już wkrótce
  cs brzy|již brzy
  sv snart|kommer snart
  da snart|kommer snart
need — The team's need for an e-mail, said in the first person or with no person ("we need the first mail"): it describes the mailing.
  en we need|i need|we'll need|we're going to need
  de brauchen wir|wir brauchen|ich brauche|brauche ich|bräuchten wir|wir bräuchten|benötigen wir|wir benötigen
  fr il nous faut|il me faut|on a besoin|j'ai besoin|nous avons besoin|on aurait besoin
  es necesitamos|necesito|nos hace falta|me hace falta|necesitaríamos
  it ci serve|mi serve|ci servirebbe|abbiamo bisogno|ho bisogno
  nl hebben we nodig|we hebben nodig|heb ik nodig|ik heb nodig|we zouden nodig hebben
  pt precisamos|preciso|precisávamos|a gente precisa
  pl potrzebujemy|potrzebuję
  cs potřebujeme|potřebuju
  sv vi behöver|jag behöver
  da vi har brug for|jeg har brug for|vi skal bruge
promo — The promotion of a thing, as a brief forbids it ("keine Werbung für den Adventskalender"): the thing follows.
  en promotion for|promotion of|promo for|promo of|ads for|advertising for|advertising of|plug for|a plug for|mention of
  de werbung für|reklame für|hinweis auf|erwähnung von|erwähnung des|erwähnung der
  fr publicité pour|pub pour|promo pour|promotion pour|promotion de|promotion du|mention de|mention du
  es publicidad de|publicidad del|publicidad para|promo de|promo del|promoción de|promoción del|mención de|mención del
  it pubblicità per|pubblicità a|pubblicità di|pubblicità al|promozione di|promozione del|promozione per|menzione di|menzione del
  nl reclame voor|promotie voor|promotie van|vermelding van
  pt publicidade a|publicidade ao|publicidade à|publicidade de|promoção de|promoção do|promoção da|menção a|menção ao
  pl reklamy|promocji|reklama|promocja
  cs reklamu|propagaci
  sv reklam för
  da reklame for
linkWord — Words for the e-mail's link or button, as a bare "no" forbids one ("pas de lien d'inscription").
  en link|url|button|cta
  de link|button|knopf|anmeldelink
  fr lien|bouton
  es enlace|link|botón
  it link|collegamento|pulsante|bottone
  nl link|knop
  pt link|ligação|botão
  pl link|przycisk
  cs odkaz|tlačítko
  sv länk|knapp
  da link|knap
howTo — Words that open a statement to the reader in which "can you" is not a question ("So kannst du mitmachen:", "Hier kannst du dich anmelden").
  en here's how|this is how|that's how
  de so|hier|dort|dann|damit|jetzt|ab sofort|ab jetzt|gleich|hiermit|danach
  fr voici comment|voilà comment|ainsi|ici|là|ensuite
  es así|aquí|ahí|ya|luego|así es como
  it così|qui|ecco come|ora|adesso|poi
  nl zo|hier|daar|dan|nu|voortaan|daarna
  pt assim|aqui|agora|já|depois
  pl tak|tutaj|tu|teraz
  cs takto|tady|teď
  sv så här|här|nu
  da sådan|her|nu
attachedToMail — An attachment of the e-mail itself, a fact its reader gets ("the PDF invoice is attached to this e-mail").
  en attached to the email|attached to the e-mail|attached to this email|attached to this e-mail|attached to the mail|attached to this mail|attached to this message|attached to the message|attached to your email|attached to your e-mail|attached to the confirmation
  de hängt an der mail|hängt an dieser mail|hängt der mail an|im anhang dieser mail|im anhang der mail|ist angehängt
  fr jointe à ce mail|joint à ce mail|jointe au mail|joint au mail|jointe à cet e-mail|joint à cet e-mail|en pièce jointe de ce mail
  es adjunta al correo|adjunto al correo|adjunta a este correo|adjunto a este correo|adjunta al email|adjunto al email
  it allegata alla mail|allegato alla mail|allegata a questa mail|allegato a questa mail|in allegato a questa mail
  nl als bijlage bij deze mail|als bijlage bij de mail|bijgevoegd bij deze mail|in de bijlage van deze mail
  pt anexada ao email|anexado ao email|anexa a este email|em anexo a este email|anexada a este email
  pl w załączniku do maila|załączone do maila
  cs v příloze e-mailu
  sv bifogad i mejlet
  da vedhæftet mailen
teamHost — Tools a team works in: a link to them is a note (a draft, a ticket), never the campaign's.
  en notion.so|notion.site|docs.google.com|drive.google.com|sheets.google.com|dropbox.com|figma.com|slack.com|trello.com|asana.com|airtable.com|miro.com|atlassian.net|sharepoint.com|onedrive.live.com|1drv.ms|box.com|basecamp.com|monday.com|clickup.com|linear.app|hubspot.com|hs-sites.com|loom.com|canva.com|wetransfer.com|jira.com
doubt — The brief's writer doubting what they wrote ("not sure", "sprawdź to"): the sentence waits for a check, never printed.
  en i'm not sure|i am not sure|not 100% sure|please check|pls check|double-check|double check|to be checked|to be verified|needs checking|can someone check
  de bin mir nicht sicher|bin nicht sicher|nicht ganz sicher|bitte prüfen|bitte checken|bitte nachprüfen|zu prüfen|nochmal prüfen|gegenchecken
  fr je ne suis pas sûr|je ne suis pas sûre|pas sûr de moi|à vérifier|merci de vérifier|vérifie stp
  es no estoy seguro|no estoy segura|no sé seguro|a comprobar|por comprobar|revisa esto|hay que comprobar
  it non sono sicuro|non sono sicura|da verificare|da controllare|controlla tu|verifica tu
  nl weet ik niet zeker|ik weet het niet zeker|niet 100% zeker|even checken|na te kijken|graag controleren|klopt dit
  pt não tenho certeza|não sei bem|a verificar|verifica isso|confere isso
  pl nie jestem pewien|nie jestem pewna|nie wiem czy|sprawdź to|sprawdź proszę|do sprawdzenia|do weryfikacji
  cs nejsem si jistý|nejsem si jistá|zkontroluj to|ověř to|k ověření
  sv är inte säker|jag är inte säker|dubbelkolla|kolla det|att kontrollera
  da er ikke sikker|jeg er ikke sikker|dobbelttjek|tjek det|skal tjekkes
hedge — Words after a value that make it a suggestion ("or something like that"): the writer words it, the brief's words are not copy.
  en or something like that|something like that|or something along those lines|or words to that effect
  de oder so ähnlich|oder so was|so in der art|oder etwas in der art
  fr ou quelque chose comme ça|ou un truc comme ça|dans le genre|quelque chose comme ça
  es o algo así|o algo parecido|o algo por el estilo|algo así
  it o qualcosa del genere|qualcosa del genere|o giù di lì|o roba simile
  nl of zoiets|of iets dergelijks|of iets in die richting|zoiets
  pt ou algo assim|ou algo parecido|ou coisa parecida|algo assim
  pl czy coś w tym stylu|albo coś w tym stylu|coś w tym stylu|czy coś takiego|albo coś takiego
  cs nebo tak něco|nebo něco podobného|něco v tom smyslu
  sv eller nåt sånt|eller något liknande|nåt sånt|något i den stilen
  da eller noget i den stil|eller lignende|noget i den stil
example — A marker that the value after it is an example ("np ZO/2027/0142", "e.g. INV-1234"): the field exists, the value is made up.
  en e.g.|eg|e.g|for example|for instance|example
  de z.b.|z. b.|zb|z.b|zum beispiel|bsp.|bspw.|beispielsweise|beispiel
  fr p.ex.|p. ex.|p.ex|par exemple|ex.|exemple
  es p.ej.|p. ej.|p.ej|por ejemplo|ej.|ejemplo
  it ad es.|ad esempio|per esempio|es.|esempio
  nl bijv.|bijv|bv.|bv|bijvoorbeeld|voorbeeld
  pt p.ex.|por exemplo|ex.|exemplo
  pl np.|np|na przykład|przykładowo|przykład
  cs např.|např|například|příklad
  sv t.ex.|t.ex|t ex|till exempel|exempelvis|exempel
  da f.eks.|f.eks|f eks|for eksempel|eksempelvis|eksempel
they — The readers named in the third person, as a brief describes its mailing ("they get this mail right after …").
  en they|people|everyone
  fr ils|elles
  es ellos|ellas
  it loro
  nl ze|zij|mensen
  pt eles|elas
  pl oni|one
  cs oni|ony
  sv de
  da de
receive — Verbs of getting the e-mail, said of the readers in the third person: a description of the mailing.
  en get|gets|receive|receives|will get|will receive|'ll get|'ll receive
  de bekommen|bekommt|erhalten|erhält|kriegen|kriegt
  fr reçoivent|reçoit|recevront|recevra
  es reciben|recibe|recibirán|recibirá
  it ricevono|riceve|riceveranno|riceverà
  nl krijgen|krijgt|ontvangen|ontvangt
  pt recebem|recebe|receberão|receberá
  pl dostają|dostaje|dostaną|dostanie|otrzymują|otrzymuje|otrzymają
  cs dostanou|dostane|dostávají|obdrží
  sv får|kommer att få
  da får|modtager|vil få
colleagueSays — A colleague's will or word, said in an aside ("(Marco will das nicht)", "(Sam says it's fine)"): the team's.
  en wants|doesn't want|does not want|says|said|thinks|prefers|asked for|insists
  de will|möchte|sagt|meint|findet|hat gesagt|bevorzugt|besteht darauf
  fr veut|ne veut pas|dit|a dit|pense|préfère|trouve|insiste
  es quiere|no quiere|dice|dijo|prefiere|cree|insiste
  it vuole|non vuole|dice|ha detto|preferisce|pensa|insiste
  nl wil|wil niet|zegt|zei|vindt|heeft gezegd|wil graag
  pt quer|não quer|diz|disse|prefere|acha|insiste
  pl chce|nie chce|mówi|powiedział|powiedziała|woli|uważa
  cs chce|nechce|říká|řekl|řekla|preferuje
  sv vill|vill inte|säger|sa|tycker|föredrar
  da vil|vil ikke|siger|sagde|synes|foretrækker
remark — Particles with which an aside comments for the colleague ("(is toch donderdag)", "(anyway)"): a remark, never copy.
  en anyway|anyhow|obviously|fwiw|as usual
  de sowieso|ohnehin|eh klar|wie immer
  fr de toute façon|comme d'hab|comme d'habitude|évidemment
  es de todas formas|de todos modos|como siempre
  it comunque|come sempre|ovviamente
  nl toch|sowieso|zoals altijd|zoals gewoonlijk
  pt de qualquer forma|de qualquer jeito|como sempre
  pl i tak|zresztą|jak zawsze|jak zwykle
  cs stejně|beztak|jako vždy|jako obvykle
  sv ändå|i alla fall|som vanligt|som alltid
  da alligevel|i hvert fald|som altid|som sædvanlig
format — How a part of the e-mail is laid out ("as a list", "graag als stappenlijst"): an instruction to the writer.
  en as a list|as bullets|as bullet points|as steps|as a numbered list|as a checklist|in bullet points
  de als liste|als stichpunkte|als aufzählung|als schritte|in stichpunkten|als checkliste|als nummerierte liste
  fr en liste|sous forme de liste|en puces|en étapes|sous forme d'étapes
  es como lista|en lista|en viñetas|por pasos|como pasos
  it come elenco|in elenco|a punti|per punti|come passaggi
  nl als lijst|als lijstje|als opsomming|als stappenlijst|als stappen|in stappen|in bullets
  pt como lista|em lista|em tópicos|em passos|como passos
  pl jako lista|jako listę|w punktach|w formie listy|jako kroki
  cs jako seznam|v bodech|jako kroky
  sv som lista|i punktform|som steg
  da som liste|i punktform|som trin
insideLabel — A label that heads what a document holds ("Staat in:", "W środku:", "Inside:"): the label is the brief's, what follows is read.
  en inside|what's inside|in it|it covers|covers
  de drin|darin|was drin ist|enthält
  fr dedans|au sommaire|sommaire|il contient|contient
  es dentro|contiene|índice
  it dentro|contiene|indice|sommario
  nl staat in|erin staat|er staat in|bevat
  pt dentro|contém|índice
  pl w środku|zawiera|spis treści
  cs uvnitř|obsahuje
  sv innehåller|inuti
  da indeholder|indeni
notAdj — A negation before a lone adjective, a line asking the register not to be so ("nicht aufdringlich", "not too formal").
  en not|not too|never
  de nicht|nicht zu|bloß nicht|bitte nicht
  fr pas|pas trop|jamais
  es nada|no demasiado|no muy
  it non|non troppo|mai
  nl niet|niet te|nooit
  pt nada|não muito|não demasiado
  pl nie|nie za|nie zbyt
  cs ne|ne moc|ne příliš
  sv inte|inte för|aldrig
  da ikke|ikke for|aldrig
`);

/** Language names, as a brief asks for a translation, and tone words by the register they ask for ("warm"). */
const SPEECH = tables(`
languages — Language names, as a brief asks for a translation ("please translate to Dutch"); a row per language named.
  en english|englisch|anglais|inglés|inglese|engels|inglês
  de german|deutsch|allemand|alemán|tedesco|duits|alemão
  fr french|französisch|français|francés|francese|frans|francês
  es spanish|spanisch|espagnol|español|spagnolo|spaans|espanhol
  it italian|italienisch|italien|italiano|italiaans
  nl dutch|flemish|niederländisch|holländisch|néerlandais|neerlandés|holandés|olandese|nederlands|vlaams|holandês
  pt portuguese|portugiesisch|portugais|portugués|portoghese|portugees|português
  pl polish|polnisch|polonais|polaco|polacco|pools|polonês|polski
  cs czech|tschechisch|tchèque|checo|ceco|tsjechisch|tcheco|česky
  sv swedish|schwedisch|suédois|sueco|svedese|zweeds|svenska
  da danish|dänisch|danois|danés|danese|deens|dinamarquês|dansk
  ja japanese|japanisch|japonais|japonés|giapponese|japans|japonês|日本語
playful — Tone words that ask for the playful register.
  en playful|fun|funny|witty|cheeky|quirky|humorous|humour|humor
  de verspielt|witzig|lustig|frech|humorvoll
  fr ludique|drôle|décalé|humour
  es divertido|divertida|gracioso|desenfadado|humor
  it giocoso|scherzoso|divertente|spiritoso|ironico
  nl speels|grappig|luchtig|humor
  pt divertido|divertida|descontraído|bem-humorado
  pl zabawny|zabawnie|z humorem|luźny|luźno
  cs hravý|vtipný|s humorem
  sv lekfull|rolig|humoristisk
  da legende|sjov|humoristisk
formal — Tone words that ask for the formal register.
  en formal|sie-form
  de förmlich|formell|seriös
  fr formel|soutenu
  es formal|usted
  it formale|cerimonioso
  nl formeel
  pt formal
  pl formalny|formalnie|oficjalny|oficjalnie
  cs formální|formálně
  sv formell|formellt
  da formel|formelt
professional — Tone words that ask for the professional register.
  en professional|serious|business|corporate|sober|not salesy|no hype
  de professionell|sachlich|seriös
  fr professionnel|sérieux
  es profesional|serio|sobrio
  it professionale|serio|sobrio
  nl professioneel|zakelijk
  pt profissional|sério|sóbrio
  en b2b|not pushy|technical
  de nicht aufdringlich|unaufdringlich|nicht werblich|technisch
  fr pas insistant|technique
  es no agresivo|sin presión|técnico
  it non invadente|non insistente|tecnico
  nl niet opdringerig|niet te commercieel|technisch
  pt não insistente|sem pressão|técnico
  pl profesjonalny|profesjonalnie|rzeczowy|rzeczowo|techniczny|nie nachalnie|nienachalnie
  cs profesionální|věcný|věcně|technický|nevtíravě
  sv professionell|saklig|sakligt|teknisk|inte påträngande
  da professionel|saglig|teknisk|ikke påtrængende
friendly — Tone words that ask for the friendly register.
  en friendly|warm|cosy|cozy|casual|informal|relaxed|personal|upbeat|excited|enthusiastic|lighthearted|light-hearted
  de freundlich|herzlich|locker|warm|persönlich|gemütlich|begeistert|enthusiastisch
  fr amical|chaleureux|chaleureuse|décontracté|léger|légère|convivial|bienveillant|enthousiaste
  es amigable|cercano|cercana|ligero|ligera|cálido|cálida|cordial|entusiasta|entusiasmado|entusiasmada
  it amichevole|informale|leggero|leggera|caloroso|calorosa|cordiale|entusiasta
  nl vriendelijk|warm|hartelijk|persoonlijk|gezellig|enthousiast
  pt amigável|próximo|próxima|leve|caloroso|calorosa|acolhedor|entusiasmado|entusiasmada
  pl przyjazny|przyjaźnie|ciepło|ciepły|serdecznie|serdeczny|osobiście|osobisty|na luzie
  cs přátelský|vřelý|srdečný|srdečně|osobní|osobně
  sv vänlig|varm|personlig|avslappnad
  da venlig|varm|personlig|afslappet
`);
export const LANGUAGE_NAMES = SPEECH.languages;
export const REGISTERS = {
  playful: SPEECH.playful,
  formal: SPEECH.formal,
  professional: SPEECH.professional,
  friendly: SPEECH.friendly,
};

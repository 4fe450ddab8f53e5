<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+402"/>
        <source>About fibsgui</source>
        <translation>Om fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui {0}

A client for FIBS and bgammon.org, with offline practice against GNU Backgammon.

fibsgui is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.

It runs with these programs and libraries:</source>
        <translation>fibsgui {0}

En klient til FIBS og bgammon.org med træning offline mod GNU Backgammon.

fibsgui er fri software: du kan videredistribuere og ændre det under betingelserne i GNU General Public License, version 3 eller (efter dit valg) enhver senere version. Det leveres uden nogen garanti.

Det kører med disse programmer og biblioteker:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Qt</source>
        <translation>Om Qt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licence on the web</source>
        <translation>Licens på nettet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the licence</source>
        <translation>Vis licensen</translation>
    </message>
</context>
<context>
    <name>AnalysisSummary</name>
    <message>
        <location filename="../fibsgui/ui/analysis.py" line="+224"/>
        <source>Decisions</source>
        <translation>Beslutninger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (mEMG)</source>
        <translation>Fejlrate (mEMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubtful (?!)</source>
        <translation>Tvivlsomme (?!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors (?)</source>
        <translation>Fejl (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunders (??)</source>
        <translation>Bommerter (??)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck (EMG)</source>
        <translation>Held (EMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck rating</source>
        <translation>Heldvurdering</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Supernatural</source>
        <translation>Overjordisk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Verdensklasse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Erfaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual player</source>
        <translation>Fritidsspiller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Awful!</source>
        <translation>Elendig!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go to bed</source>
        <translation>Gå i seng</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad dice, man!</source>
        <translation>Dårlige terninger!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Good dice, man!</source>
        <translation>Gode terninger!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Las Vegas</source>
        <translation>Tag til Las Vegas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Error rate: equity lost per decision, in thousandths (mEMG, as GNU Backgammon reports it). Luck: equity gained by the dice, against the average roll</source>
        <translation>Fejlrate: tabt equity pr. beslutning, i tusindedele (mEMG, som GNU Backgammon angiver den). Held: equity vundet ved terningerne, sammenlignet med det gennemsnitlige slag</translation>
    </message>
</context>
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+124"/>
        <source>The login did not work: {0}</source>
        <translation>Det lykkedes ikke at logge ind: {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Navnet {0} er allerede taget. Vælg venligst et andet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Angiv venligst en adgangskode.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The server did not create the account: {0}</source>
        <translation>Serveren oprettede ikke kontoen: {0}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits: {0} cannot be used.</source>
        <translation>Et bgammon.org-navn består kun af bogstaver, cifre og »_«, og ikke kun af cifre: {0} kan ikke bruges.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}:{1} accepted the connection but did not answer: it may not be a bgammon.org server, or it may be overloaded.</source>
        <translation>{0}:{1} tog imod forbindelsen, men svarede ikke: det er måske ikke en bgammon.org-server, eller den er overbelastet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}:{1} accepted the connection but did not answer the login like a bgammon.org server.</source>
        <translation>{0}:{1} tog imod forbindelsen, men svarede ikke på login som en bgammon.org-server.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Someone is already logged in to {0} as {1}. Choose another name, or log out there first.</source>
        <translation>Nogen er allerede logget ind på {0} som {1}. Vælg et andet navn, eller log ud der først.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that guest name</source>
        <translation>det gæstenavn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} refused the login: {1}</source>
        <translation>{0} afviste login: {1}</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Not connected: {0} was not sent.</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds). The account&apos;s settings the player changes here (the ``set`` command&apos;s names; the server&apos;s ``settings`` event names them with a capital): the ones bgammon.org documents for ``set``. Shown as the server has them, not changed here: AutoPlay changes what the server does in the player&apos;s games (it plays forced moves for them). The others (Flip, Traditional, Advanced, the Mute ones, Dim, Speed) are preferences of bgammon.org&apos;s own app that fibsgui does not follow, so they are not shown. The server&apos;s answers to a ``set`` it does not take (it says nothing when it takes one). ``follow``/``unfollow`` commands waiting for the server&apos;s answer (the oldest answered first).</extracomment>
        <translation>Ikke forbundet: {0} blev ikke sendt.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location filename="../fibsgui/models/bgammon_game.py" line="+136"/>
        <source>The move was refused.</source>
        <extracomment>The games of bgammon.org by the names a :class:`GameSnapshot` and a match record give them.</extracomment>
        <translation>Trækket blev afvist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Serveren afviste kommandoen ({0}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} joins the match</source>
        <translation>{0} slutter sig til matchen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} forlod matchen</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You win the match {0}-{1}</source>
        <translation>Du vinder matchen {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} vinder matchen {1}-{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new game starts</source>
        <translation>Et nyt spil begynder</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You double to {0}</source>
        <translation>Du dobler til {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} dobler til {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take; the cube shows {0}</source>
        <translation>Du tager imod; doblingsterningen viser {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} tager imod; doblingsterningen viser {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You roll {0} for the opening</source>
        <translation>Du slår {0} til åbningsslaget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1} for the opening</source>
        <translation>{0} slår {1} til åbningsslaget</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You choose {0}-{0}</source>
        <translation>Du vælger {0}-{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{1} chooses {0}-{0}</source>
        <translation>{1} vælger {0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}-{2}</source>
        <translation>Du slår {0}-{1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}-{3}</source>
        <translation>{0} slår {1}-{2}-{3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}</source>
        <translation>Du slår {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} slår {1}-{2}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} takes back the moves</source>
        <translation>{0} tager trækkene tilbage</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>{0} moves {1}</source>
        <translation>{0} spiller {1}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You take back {0}</source>
        <translation>Du tager {0} tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes back {1}</source>
        <translation>{0} tager {1} tilbage</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You drop</source>
        <translation>Du passer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You resign</source>
        <translation>Du opgiver</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} drops</source>
        <translation>{0} passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns</source>
        <translation>{0} opgiver</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Du vinder spillet: %n point</numerusform>
            <numerusform>Du vinder spillet: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} vinder spillet: %n point</numerusform>
            <numerusform>{0} vinder spillet: %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server refused: {0}</source>
        <translation>Serveren afviste: {0}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Serveren sendte en stilling, som brættet ikke kan vise; trækkene står i matchloggen.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>Forbindelsen blev tabt: der forbindes igen, matchen fortsætter, når den er tilbage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching {0} against {1}</source>
        <translation>Du ser {0} mod {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} left the match: waiting for them to come back</source>
        <translation>{0} forlod matchen: venter på, at spilleren kommer tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>Venter på, at en modstander slutter sig til matchen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You roll again</source>
        <translation>Du slår igen</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>You cannot move</source>
        <translation>Du kan ikke flytte</translation>
    </message>
    <message>
        <location line="-345"/>
        <location line="+362"/>
        <source>You move {0}</source>
        <translation>Du spiller {0}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Acey-deucey: every checker starts off the board and enters; after a 1-2 the player chooses a double and rolls again</source>
        <translation>Acey-deucey: alle brikker starter uden for brættet og kommer ind; efter en 1-2 vælger spilleren en dublet og slår igen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tabula: three dice, both sides move the same way</source>
        <translation>Tabula: tre terninger, begge sider flytter samme vej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variant this client does not know: its moves are in the match log</source>
        <translation>En variant, som denne klient ikke kender: trækkene står i matchloggen</translation>
    </message>
    <message>
        <location line="+332"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>bgammon.org har ingen tilbud om opgivelse at svare på.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+146"/>
        <source>Highlight the legal moves</source>
        <translation>Fremhæv de lovlige træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pip counts</source>
        <translation>Vis pipantallet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the moves made</source>
        <translation>Vis de spillede træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server plays forced moves for you</source>
        <translation>Serveren spiller tvungne træk for dig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept with your bgammon.org account (set highlight)</source>
        <translation>Gemmes med din bgammon.org-konto (set highlight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set pips)</source>
        <translation>Gemmes med din bgammon.org-konto (set pips)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set moves)</source>
        <translation>Gemmes med din bgammon.org-konto (set moves)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed in bgammon.org&apos;s own app; shown because it changes what the server does in your games</source>
        <translation>Ændres i bgammon.orgs egen app; vises, fordi den ændrer, hvad serveren gør i dine spil</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+226"/>
        <source>Please give a player&apos;s name.</source>
        <translation>Angiv venligst en spillers navn.</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>A bgammon.org name has at most {0} characters: {1} has {2}.</source>
        <translation>Et bgammon.org-navn har højst {0} tegn: {1} har {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;: {0} is not one.</source>
        <translation>Et bgammon.org-navn består kun af bogstaver, cifre og »_«: {0} er ikke et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name is not only digits: {0} is not one.</source>
        <translation>Et bgammon.org-navn består ikke kun af cifre: {0} er ikke et.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A line from the server could not be read: {0}</source>
        <translation>En linje fra serveren kunne ikke læses: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move was refused.</source>
        <translation>Trækket blev afvist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the command ({0}).</source>
        <translation>Serveren afviste kommandoen ({0}).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>bgammon.org has no {0}.</source>
        <translation>Det findes ikke på bgammon.org: {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has only chat within a match (say), no {0}.</source>
        <translation>bgammon.org har kun chat inden for en match (say), ingen {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bgammon.org has no invitations: create a match in the lobby, or join one.</source>
        <translation>bgammon.org har ingen invitationer: opret en match i lobbyen, eller spil med i en.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot show another match&apos;s board without joining it.</source>
        <translation>bgammon.org kan ikke vise en anden matchs bræt, uden at du slutter dig til den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org has no player details; see a player&apos;s history instead.</source>
        <translation>bgammon.org har ingen spilleroplysninger; se i stedet spillerens historik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot silence a player.</source>
        <translation>bgammon.org kan ikke gøre en spiller tavs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot hide a player.</source>
        <translation>bgammon.org kan ikke skjule en spiller.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot wait for a player; follow them to hear when they come.</source>
        <translation>bgammon.org kan ikke vente på en spiller; følg spilleren for at få besked, når spilleren kommer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bgammon.org has no such action: {0}.</source>
        <translation>bgammon.org har ikke denne handling: {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org keeps no saved matches: an unfinished match waits only while its players come back.</source>
        <translation>bgammon.org gemmer ingen matcher: en uafsluttet match venter kun på, at dens spillere kommer tilbage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has no invitations: join {0}&apos;s match from the lobby.</source>
        <translation>bgammon.org har ingen invitationer: spil med i matchen med {0} fra lobbyen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no invitations to withdraw.</source>
        <translation>bgammon.org har ingen invitationer at trække tilbage.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org has no ready status: create a match in the lobby to play.</source>
        <translation>bgammon.org har ingen »klar«-status: opret en match i lobbyen for at spille.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no away status.</source>
        <translation>bgammon.org har ingen »væk«-status.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server toggles such as {0}.</source>
        <translation>bgammon.org har ingen serverindstillinger som {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server variables such as {0}.</source>
        <translation>bgammon.org har ingen servervariabler som {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org keeps its settings by itself: there is nothing to save.</source>
        <translation>bgammon.org gemmer selv sine indstillinger: der er intet at gemme.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bgammon.org&apos;s setting {0} is not changed here.</source>
        <translation>bgammon.orgs indstilling {0} ændres ikke her.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+616"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Score {0}/{1}</source>
        <translation>Stilling {0}/{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {0}</source>
        <translation>Stilling {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips {0}</source>
        <translation>Pips {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}-away</source>
        <translation>mangler {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}-point match</source>
        <translation>Match til {0} point</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>Crawford-spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>post-Crawford</source>
        <translation>efter Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money game</source>
        <translation>Pengespil</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} pt</source>
        <translation>{0} p</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>penge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Doble</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Accept or reject the resignation</source>
        <translation>Acceptér eller afvis opgivelsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take (T), drop (P) or beaver?</source>
        <translation>Tag imod (T), pas (P) eller bæver?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Tag imod (T) eller pas (P)?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll (R) or double (D)</source>
        <translation>Din tur: slå (R) eller doble (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: roll (R)</source>
        <translation>Din tur: slå (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {0}</source>
        <translation>Flyt {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win the match {0}–{1}</source>
        <translation>Du vinder matchen {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}–{2}</source>
        <translation>{0} vinder matchen {1}–{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location line="+29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
        <source>You win {0}</source>
        <translation>Du vinder {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins {1}</source>
        <translation>{0} vinder {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Næste spil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acey-deucey! Choose your double</source>
        <translation>Acey-deucey! Vælg din dublet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}-{0}</source>
        <translation>{0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You double to {0}</source>
        <translation>Du dobler til {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} dobler til {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take</source>
        <translation>Tag imod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beaver</source>
        <translation>Bæver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer to resign {0} ({1})</source>
        <translation>Du tilbyder at opgive {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1} ({2})</source>
        <translation>{0} opgiver {1} ({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject</source>
        <translation>Afvis</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../fibsgui/ui/board/view.py" line="+262"/>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the dice (R)</source>
        <translation>Slå med terningerne (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double</source>
        <translation>&amp;Doble</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer the cube (D)</source>
        <translation>Tilbyd doblingsterningen (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take</source>
        <translation>&amp;Tag imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the cube (T)</source>
        <translation>Tag imod doblingsterningen (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dro&amp;p</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drop: give up the game at the current cube (P)</source>
        <translation>Pas: giv spillet tabt til doblingsterningens nuværende værdi (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last move (Backspace)</source>
        <translation>Tag det sidste flyt tilbage (Tilbage)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type a play</source>
        <translation>Skriv et træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move:</source>
        <translation>Træk:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 24/18 13/11</source>
        <translation>f.eks. 24/18 13/11</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the whole play and press Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M or /)</source>
        <translation>Skriv hele trækket, og tryk på Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M eller /)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Kopiér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Position ID and the Match ID (GNU Backgammon&apos;s)</source>
        <translation>Kopiér positions-ID og match-ID (GNU Backgammons)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Position ID: {0}  Match ID: {1}</source>
        <translation>Positions-ID: {0}  Match-ID: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copy the Position ID</source>
        <translation>Kopiér positions-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Match ID</source>
        <translation>Kopiér match-ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy both</source>
        <translation>Kopiér begge</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+96"/>
        <source>Type a play, for example 24/18 13/11</source>
        <translation>Skriv et træk, for eksempel 24/18 13/11</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+88"/>
        <source>It is not your turn to move</source>
        <translation>Det er ikke din tur til at flytte</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>That is too long to be a play (at most {0} characters)</source>
        <translation>Det er for langt til at være et træk (højst {0} tegn)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: where does the checker go? Write a move as 13/8</source>
        <translation>{0}: hvor skal brikken hen? Skriv et flyt som 13/8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a checker moves toward its home board, to a lower number</source>
        <translation>{0}: en brik flytter mod sit hjemmebræt, til et lavere tal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a move is repeated with (2), (3) or (4)</source>
        <translation>{0}: et flyt gentages med (2), (3) eller (4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many moves for one play</source>
        <translation>For mange flyt til ét træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a move: write 24/18 13/11, bar/22, 6/off</source>
        <translation>{0} er ikke et flyt: skriv 24/18 13/11, bar/22, 6/off</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bar</source>
        <translation>baren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the {0}-point</source>
        <translation>{0}-punktet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} and {1}</source>
        <translation>{0} og {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This play uses {0} but the dice left are {1}</source>
        <translation>Dette træk bruger {0}, men de resterende terninger er {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This play uses {0} but the dice are {1}</source>
        <translation>Dette træk bruger {0}, men terningerne er {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: no checker left on {1}</source>
        <translation>{0}: ingen brik tilbage på {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: no checker on {1}</source>
        <translation>{0}: ingen brik på {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the checker on the bar must enter first</source>
        <translation>{0}: brikken på baren skal først ind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the opponent holds {1}</source>
        <translation>{0}: modstanderen holder {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: checkers are borne off only when all are in the home board</source>
        <translation>{0}: brikker bæres kun af, når alle er i hjemmebrættet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a larger die bears off only from the highest point</source>
        <translation>{0}: en højere terning bærer kun af fra det højeste punkt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the whole play: the {0} is still to be played</source>
        <translation>Skriv hele trækket: {0} mangler stadig at blive spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the whole play: {0} are still to be played</source>
        <translation>Skriv hele trækket: {0} mangler stadig at blive spillet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer play is possible: every die that can be played must be</source>
        <translation>Et længere træk er muligt: hver terning, der kan spilles, skal spilles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one die can be played, and it must be the larger: the {0}</source>
        <translation>Kun én terning kan spilles, og det skal være den højeste: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The play is complete: confirm it, or undo to change it</source>
        <translation>Trækket er færdigt: bekræft det, eller fortryd for at ændre det</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This play is not legal with these dice</source>
        <translation>Dette træk er ikke lovligt med disse terninger</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Bekræft</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send the play (Enter)</source>
        <translation>Send trækket (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or confirm</source>
        <translation>Slå eller bekræft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accept resignation</source>
        <translation>&amp;Accepter opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject resignation</source>
        <translation>Af&amp;vis opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a single game</source>
        <translation>Opgiv et enkelt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a gammon</source>
        <translation>Opgiv en gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a backgammon</source>
        <translation>Opgiv en backgammon</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+197"/>
        <source>Resign</source>
        <translation>Opgiv</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../fibsgui/ui/chat.py" line="+170"/>
        <source>Shout</source>
        <translation>Råb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— earlier lines above —</source>
        <translation>— tidligere linjer ovenfor —</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>shout</source>
        <translation>råb</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>say</source>
        <translation>sig</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <source>kibitz</source>
        <translation>kommentér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>hvisk</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tell</source>
        <translation>privat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>besked</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game chat opens when you play or watch a match.</source>
        <translation>Spilchatten åbner, når du spiller eller ser en match.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location line="-210"/>
        <source>kibitz</source>
        <translation>kommenterer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>hvisker</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>besked</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <location filename="../fibsgui/ui/confirm.py" line="+56"/>
        <source>Don&apos;t ask again</source>
        <translation>Spørg ikke igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The settings can turn these questions back on</source>
        <translation>Indstillingerne kan slå disse spørgsmål til igen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>you lead {0}–{1}</source>
        <translation>du fører {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} leads {1}–{2}</source>
        <translation>{0} fører {1}–{2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tied at {0}–{1}</source>
        <translation>uafgjort {0}–{1}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>the %n-point match against {0} ({1})</source>
        <translation>
            <numerusform>matchen til %n point mod {0} ({1})</numerusform>
            <numerusform>matchen til %n point mod {0} ({1})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resign a single game?</source>
        <translation>Opgive et enkelt spil?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>If {0} accepts, {0} wins {1}; you still lead {3}–{2}.</source>
        <translation>Hvis {0} accepterer, vinder {0} {1}; du fører stadig {3}–{2}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Resign a gammon?</source>
        <translation>Opgive en gammon?</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Resign a backgammon?</source>
        <translation>Opgive en backgammon?</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>If {0} accepts, {0} wins {1}.</source>
        <translation>Hvis {0} accepterer, vinder {0} {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If {0} accepts, {0} wins {1} and the match, {2}–{3}.</source>
        <translation>Hvis {0} accepterer, vinder {0} {1} og matchen, {2}–{3}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If {0} accepts, {0} wins {1} and leads {2}–{3}.</source>
        <translation>Hvis {0} accepterer, vinder {0} {1} og fører {2}–{3}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If {0} accepts, {0} wins {1}; the score is then {2}–{3}.</source>
        <translation>Hvis {0} accepterer, vinder {0} {1}; stillingen er så {2}–{3}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the money session against {0} (you {1}, {0} {2})</source>
        <translation>pengespilsrunden mod {0} (du {1}, {0} {2})</translation>
    </message>
</context>
<context>
    <name>CreateMatchDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+121"/>
        <source>Create a match</source>
        <translation>Opret en match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points:</source>
        <translation>Point:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acey-deucey</source>
        <translation>Acey-deucey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a title others see in the lobby</source>
        <translation>Valgfrit: en titel, som andre ser i lobbyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private: only players with the password can join</source>
        <translation>Privat: kun spillere med adgangskoden kan spille med</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Adgangskode:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Opret</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match name cannot contain control characters.</source>
        <translation>Et matchnavn må ikke indeholde kontroltegn.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a password for the private match.</source>
        <translation>Angiv en adgangskode til den private match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>En adgangskode må ikke indeholde kontroltegn.</translation>
    </message>
</context>
<context>
    <name>FibsLink</name>
    <message>
        <location filename="../fibsgui/models/fibs.py" line="+203"/>
        <source>Message delivered to {0}.</source>
        <translation>Beskeden er leveret til {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not logged in: the message is saved for them.</source>
        <translation>{0} er ikke logget ind: beskeden gemmes til senere.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>FIBS has no lobby: invite a player from the player list, or watch a game.</source>
        <translation>FIBS har ingen lobby: inviter en spiller fra spillerlisten, eller se et spil.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FIBS has no rematch: invite your opponent again.</source>
        <translation>FIBS har ingen revanche: inviter din modstander igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FIBS has no follow list: with its notify setting on, it tells you who logs in and out.</source>
        <translation>FIBS har ingen følgeliste: med indstillingen »notify« slået til fortæller den, hvem der logger ind og ud.</translation>
    </message>
</context>
<context>
    <name>FoldersDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+78"/>
        <source>Folders of settings and logs</source>
        <translation>Mapper til indstillinger og logfiler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings and window layout:</source>
        <translation>Indstillinger og vindueslayout:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat history:</source>
        <translation>Chathistorik:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs, crash reports and session transcripts:</source>
        <translation>Logfiler, nedbrudsrapporter og sessionsudskrifter:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder {0} could not be opened here; its path can be selected and copied above.</source>
        <translation>Mappen {0} kunne ikke åbnes her; dens sti kan markeres og kopieres ovenfor.</translation>
    </message>
</context>
<context>
    <name>FollowDialog</name>
    <message>
        <location filename="../fibsgui/ui/following.py" line="+75"/>
        <source>Follow a player</source>
        <translation>Følg en spiller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server tells you when this player comes online or goes:</source>
        <translation>Serveren fortæller dig, når denne spiller kommer online eller går:</translation>
    </message>
</context>
<context>
    <name>FollowingPanel</name>
    <message>
        <location line="+64"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Follow…</source>
        <translation>Følg…</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Be told when a player comes online or goes</source>
        <translation>Få besked, når en spiller kommer online eller går</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfollow</source>
        <translation>Stop med at følge</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The server tells you when they come online or go.</source>
        <translation>Serveren fortæller dig, når de kommer online eller går.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow players by logging in with an account (guests cannot follow).</source>
        <translation>Log ind med en konto for at følge spillere (gæster kan ikke følge nogen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in with an account to see the players you follow.</source>
        <translation>Log ind med en konto for at se de spillere, du følger.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to hear whether they are online.</source>
        <translation>Log ind for at høre, om de er online.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Log in with an account to follow players.</source>
        <translation>Log ind med en konto for at følge spillere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot follow yourself.</source>
        <translation>Du kan ikke følge dig selv.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} already.</source>
        <translation>Du følger allerede {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} players: unfollow one first.</source>
        <translation>Du følger {0} spillere: stop først med at følge en af dem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The follow command could not be sent.</source>
        <translation>Kommandoen til at følge kunne ikke sendes.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unfollow {0}</source>
        <translation>Stop med at følge {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join or watch their match</source>
        <translation>Spil med i eller se deres match</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../fibsgui/models/game.py" line="+329"/>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}: {1}</source>
        <translation>Du vinder {0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}: {2}</source>
        <translation>{0} vinder {1}: {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops: you win {1}</source>
        <translation>{0} passer: du vinder {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop: {0} wins {1}</source>
        <translation>Du passer: {0} vinder {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops: {1} wins {2}</source>
        <translation>{0} passer: {1} vinder {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} resigns {1}: you win {2}</source>
        <translation>{0} opgiver {1}: du vinder {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You resign {0}: {1} wins {2}</source>
        <translation>Du opgiver {0}: {1} vinder {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1}: {2} wins {3}</source>
        <translation>{0} opgiver {1}: {2} vinder {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Du vinder {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}</source>
        <translation>{0} vinder {1}</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../fibsgui/ui/games.py" line="+42"/>
        <source>Refresh</source>
        <translation>Opdater</translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message>
        <location filename="../fibsgui/models/games.py" line="+232"/>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Stilling</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unlimited</source>
        <translation>ubegrænset</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTable</name>
    <message>
        <location filename="../fibsgui/ui/hints.py" line="+62"/>
        <source>Cube action</source>
        <translation>Doblingshandling</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Difference</source>
        <translation>Forskel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Træk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win</source>
        <translation>Vind</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W g</source>
        <translation>V g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W bg</source>
        <translation>V bg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lose</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L g</source>
        <translation>T g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L bg</source>
        <translation>T bg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your chance to win (%), with the opponent to roll after the play</source>
        <translation>Din chance for at vinde (%), med modstanderen til at slå efter trækket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a gammon or a backgammon (%)</source>
        <translation>Din chance for at vinde en gammon eller en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a backgammon (%)</source>
        <translation>Din chance for at vinde en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win (%)</source>
        <translation>Modstanderens chance for at vinde (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>Modstanderens chance for at vinde en gammon eller en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a backgammon (%)</source>
        <translation>Modstanderens chance for at vinde en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless equity: +1 is winning a single game at the current cube</source>
        <translation>Equity uden doblingsterning: +1 er at vinde et enkelt spil til doblingsterningens nuværende værdi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much worse than the best</source>
        <translation>Hvor meget dårligere end det bedste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s chance to win (%), with the opponent to roll after the play</source>
        <translation>Spillerens chance for at vinde (%), med modstanderen til at slå efter trækket</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>Spillerens chance for at vinde en gammon eller en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a backgammon (%)</source>
        <translation>Spillerens chance for at vinde en backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeful equity for the player (in match play, equivalent to money)</source>
        <translation>Equity med doblingsterning for spilleren (i matchspil omregnet til pengespil)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for you, in units of the cube before the double</source>
        <translation>Equity med doblingsterning for dig, i enheder af doblingsterningen før doblingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cubeless chance to win the game (%), before the roll</source>
        <translation>Din chance for at vinde spillet uden doblingsterning (%), før slaget</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for the player deciding, in units of the cube before the double</source>
        <translation>Equity med doblingsterning for den spiller, der beslutter, i enheder af doblingsterningen før doblingen</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(no move)</source>
        <translation>(intet træk)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cubeless chances ({0}-ply)</source>
        <translation>Chancer uden doblingsterning ({0}-ply)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless chances</source>
        <translation>Chancer uden doblingsterning</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player deciding wins {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Spilleren, der beslutter, vinder med {0} % (en gammon med {1} %, en backgammon med {2} %); modstanderen vinder med {3} % (en gammon med {4} %, en backgammon med {5} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Du vinder med {0} % (en gammon med {1} %, en backgammon med {2} %); modstanderen vinder med {3} % (en gammon med {4} %, en backgammon med {5} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Take</source>
        <translation>Tag imod</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Drop</source>
        <translation>Pas</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+3"/>
        <source>Beaver</source>
        <translation>Bæver</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No redouble</source>
        <translation>Ingen redobling</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double</source>
        <translation>Ingen dobling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, take</source>
        <translation>Redobling, tag imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, take</source>
        <translation>Dobling, tag imod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, pass</source>
        <translation>Redobling, pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, pass</source>
        <translation>Dobling, pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take</source>
        <translation>tag imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redouble, {0}</source>
        <translation>Redobling, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, {0}</source>
        <translation>Dobling, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too good to redouble, {0}</source>
        <translation>For god til at redoble, {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too good to double, {0}</source>
        <translation>For god til at doble, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No redouble, {0}</source>
        <translation>Ingen redobling, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double, {0}</source>
        <translation>Ingen dobling, {0}</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+56"/>
        <source>Backgammon, 1 point</source>
        <extracomment>The columns of the history&apos;s table. Timestamps shown as dates (later ones are not a date this century can show; shown as &quot;—&quot;).</extracomment>
        <translation>Backgammon, 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Backgammon, longer matches</source>
        <translation>Backgammon, længere matcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, 1 point</source>
        <translation>Acey-deucey, 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, longer matches</source>
        <translation>Acey-deucey, længere matcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, 1 point</source>
        <translation>Tabula, 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, longer matches</source>
        <translation>Tabula, længere matcher</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Type the name of a player.</source>
        <translation>Skriv navnet på en spiller.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the server for {0}&apos;s matches…</source>
        <translation>Beder serveren om matcherne for {0}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No matches on this page.</source>
        <translation>Ingen matcher på denne side.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match history</source>
        <translation>Matchhistorik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>Vis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>Forrige side</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>Næste side</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Genafspil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Page {0} of {1}</source>
        <translation>Side {0} af {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratings of {0}: {1}</source>
        <translation>Ratings for {0}: {1}</translation>
    </message>
</context>
<context>
    <name>IdsDialog</name>
    <message>
        <location filename="../fibsgui/ui/ids.py" line="+99"/>
        <source>Practise from gnubg IDs</source>
        <extracomment>The most characters a field takes (an ID is 12 or 14; gnubg&apos;s two lines are about 50).</extracomment>
        <translation>Øv fra gnubg-ID&apos;er</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste GNU Backgammon&apos;s Position ID, and its Match ID for the score, cube and dice (without it: money play, the cube in the centre). You play the side on roll.</source>
        <translation>Indsæt GNU Backgammons positions-ID og dets match-ID for stilling, doblingsterning og terninger (uden det: pengespil, doblingsterningen i midten). Du spiller den side, der er i tur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Position ID:</source>
        <translation>&amp;Positions-ID:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match ID (optional):</source>
        <translation>&amp;Match-ID (valgfrit):</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Position ID is needed.</source>
        <translation>Der skal bruges et positions-ID.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Position ID: it has 14 letters and digits, like 4HPwATDgc/ABMA.</source>
        <translation>Dette er ikke et positions-ID: det har 14 bogstaver og cifre, som 4HPwATDgc/ABMA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Match ID: it has 12 letters and digits, like cAkAAAAAAAAA.</source>
        <translation>Dette er ikke et match-ID: det har 12 bogstaver og cifre, som cAkAAAAAAAAA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Match ID is of a game already decided.</source>
        <translation>Match-ID&apos;et hører til et spil, der allerede er afgjort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this position a side has borne off every checker: there is nothing to play.</source>
        <translation>I denne stilling har en side båret alle brikker af: der er intet at spille.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+69"/>
        <source>Invite {0}</source>
        <translation>Invitér {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match to</source>
        <translation>Match til</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlimited match</source>
        <translation>Ubegrænset match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the saved match</source>
        <translation>Genoptag den gemte match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invitation:</source>
        <translation>Invitation:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Længde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite {0} to a match.</source>
        <translation>Invitér {0} til en match.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite</source>
        <translation>Invitér</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> point</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+59"/>
        <source>Join a match</source>
        <translation>Spil med i en match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match ID or player:</source>
        <translation>Match-ID eller spiller:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Adgangskode:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only for a private match</source>
        <translation>Kun til en privat match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Spil med</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter a match ID or a player&apos;s name.</source>
        <translation>Angiv et match-ID eller en spillers navn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number; a name has only letters, digits and &apos;_&apos;.</source>
        <translation>Et match-ID er et tal; et navn består kun af bogstaver, cifre og »_«.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number from 1.</source>
        <translation>Et match-ID er et tal fra 1 og op.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>En adgangskode må ikke indeholde kontroltegn.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+252"/>
        <source>Date</source>
        <extracomment>The folder (in the records&apos; folder) deleted records wait in until the window closes. The largest file imported. How much of a match is analysed: none, a part (the record grew since, or the analysis was stopped), or all of it; in this order in the sorted column.</extracomment>
        <translation>Dato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Længde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysed</source>
        <translation>Analyseret</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(cannot be read: {0})</source>
        <translation>(kan ikke læses: {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>penge</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed in part: the match went on after the analysis, or it was stopped. Open the match to analyse the rest.</source>
        <translation>Delvist analyseret: matchen fortsatte efter analysen, eller den blev stoppet. Åbn matchen for at analysere resten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>partly</source>
        <translation>delvist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice</source>
        <translation>Træning</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won {0}</source>
        <translation>Vundet {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost {0}</source>
        <translation>Tabt {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Uafsluttet {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Overværet {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported {0}</source>
        <translation>Importeret {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished</source>
        <translation>Uafsluttet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched</source>
        <translation>Overværet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>Importeret</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location line="+154"/>
        <source>Match library</source>
        <extracomment>A record to open on the board: its path. The list was read and shown (for scripts and tests).</extracomment>
        <translation>Matcharkiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pponent:</source>
        <translation>Mo&amp;dstander:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Result:</source>
        <translation>&amp;Resultat:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find:</source>
        <translation>&amp;Søg:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names, dates, servers</source>
        <translation>Navne, datoer, servere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All opponents</source>
        <translation>Alle modstandere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All results</source>
        <translation>Alle resultater</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open</source>
        <translation>&amp;Åbn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export .&amp;mat…</source>
        <translation>Eksportér .&amp;mat…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;SGF…</source>
        <translation>Eksportér S&amp;GF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importér…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>S&amp;let</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo delete</source>
        <translation>&amp;Fortryd sletning</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>money</source>
        <translation>penge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Uafsluttet {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Overværet {0}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The match records cannot be listed: {0}</source>
        <translation>Matchoptagelserne kan ikke vises: {0}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reading the records…</source>
        <translation>Læser optagelserne…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matcher</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} of {1}</source>
        <translation>{0} af {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>%n match(es) deleted; Undo brings them back until this window closes.</source>
        <translation>
            <numerusform>%n match slettet; »Fortryd sletning« henter den tilbage, indtil dette vindue lukkes.</numerusform>
            <numerusform>%n matcher slettet; »Fortryd sletning« henter dem tilbage, indtil dette vindue lukkes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) going on now cannot be deleted.</source>
        <translation>
            <numerusform>%n match, der er i gang nu, kan ikke slettes.</numerusform>
            <numerusform>%n matcher, der er i gang nu, kan ikke slettes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some records could not be moved to {0}: {1}</source>
        <translation>Nogle optagelser kunne ikke flyttes til {0}: {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} could not be brought back: {1}</source>
        <translation>{0} kunne ikke hentes tilbage: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) brought back.</source>
        <translation>
            <numerusform>%n match hentet tilbage.</numerusform>
            <numerusform>%n matcher hentet tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Export as .mat</source>
        <translation>Eksportér som .mat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export as SGF</source>
        <translation>Eksportér som SGF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Backgammon match (*.mat)</source>
        <translation>GNU Backgammon-match (*.mat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GNU Backgammon SGF (*.sgf)</source>
        <translation>GNU Backgammon-SGF (*.sgf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The record cannot be read: {0}</source>
        <translation>Optagelsen kan ikke læses: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} could not be written: {1}</source>
        <translation>{0} kunne ikke skrives: {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}.</source>
        <translation>Eksporteret til {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace the file?</source>
        <translation>Erstat filen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is there already. Replace it with this match?</source>
        <translation>{0} findes allerede. Erstat den med denne match?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Erstat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not exported: {0} is left as it was.</source>
        <translation>Ikke eksporteret: {0} er uændret.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import matches</source>
        <translation>Importér matcher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.txt);;All files (*)</source>
        <translation>Matchfiler (*.mat *.sgf *.txt);;Alle filer (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} kan ikke læses: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} holds no match that can be read: {1}</source>
        <translation>{0} indeholder ingen match, der kan læses: {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} could not be kept in the library.</source>
        <translation>{0} kunne ikke gemmes i matcharkivet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: imported, with problems: {1}</source>
        <translation>{0}: importeret, med problemer: {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) imported.</source>
        <translation>
            <numerusform>%n match importeret.</numerusform>
            <numerusform>%n matcher importeret.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-170"/>
        <source>Licence of {0}</source>
        <translation>Licens for {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} kan ikke læses: {1}</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+87"/>
        <source>Refresh</source>
        <translation>Opdater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the list of matches again</source>
        <translation>Bed serveren om listen over matcher igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create match…</source>
        <translation>Opret match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Spil med</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Se med</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by ID or player…</source>
        <translation>Spil med via ID eller spiller…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match is waiting: create one, and others can join it.</source>
        <translation>Ingen match venter: opret en, så kan andre spille med.</translation>
    </message>
</context>
<context>
    <name>LobbyTableModel</name>
    <message>
        <location filename="../fibsgui/models/lobby.py" line="+126"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>Private: a password is needed to join</source>
        <translation>Privat: der kræves en adgangskode for at spille med</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Private</source>
        <translation>Privat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Public</source>
        <translation>Offentlig</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for a player</source>
        <translation>Venter på en spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Full: you can watch it</source>
        <translation>Fuld: du kan se med</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../fibsgui/ui/login.py" line="+69"/>
        <source>Enter a server, for example fibs.com:4321.</source>
        <extracomment>The servers to choose from: (kind, name shown, default host, default port).</extracomment>
        <translation>Angiv en server, for eksempel fibs.com:4321.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{0}&apos; is not a server name.</source>
        <translation>»{0}« er ikke et servernavn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port in &apos;{0}&apos; must be a number from 1 to 65535.</source>
        <translation>Porten i »{0}« skal være et tal fra 1 til 65535.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Repeat password:</source>
        <translation>Gentag adgangskoden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail address:</source>
        <translation>E-mailadresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember the password</source>
        <translation>Husk adgangskoden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password keyring is available on this system, so the password is asked for each time and never stored.</source>
        <translation>Der er ingen nøglering til adgangskoder på dette system, så adgangskoden spørges om hver gang og gemmes aldrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a new account</source>
        <translation>Opret en ny konto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Navn:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Adgangskode:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0}: a custom server</source>
        <translation>{0}: en anden server</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: a custom server ({1}:{2})</source>
        <translation>{0}: en anden server ({1}:{2})</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Create account</source>
        <translation>Opret konto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in</source>
        <translation>Log ind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a bgammon.org account</source>
        <translation>Opret en bgammon.org-konto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to bgammon.org</source>
        <translation>Log ind på bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: log in as a guest</source>
        <translation>Tomt: log ind som gæst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Opret en FIBS-konto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in to FIBS</source>
        <translation>Log ind på FIBS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Server: {0}</source>
        <translation>Server: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter your FIBS name.</source>
        <translation>Angiv dit FIBS-navn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name has only letters, digits and &apos;_&apos;.</source>
        <translation>Et FIBS-navn består kun af bogstaver, cifre og »_«.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password.</source>
        <translation>Angiv din adgangskode.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS password cannot contain spaces or &apos;:&apos;.</source>
        <translation>En FIBS-adgangskode må ikke indeholde mellemrum eller »:«.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a password of at least 4 characters.</source>
        <translation>Vælg en adgangskode på mindst 4 tegn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>The two passwords are not the same.</source>
        <translation>De to adgangskoder er ikke ens.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose a name for your bgammon.org account.</source>
        <translation>Vælg et navn til din bgammon.org-konto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits.</source>
        <translation>Et bgammon.org-navn består kun af bogstaver, cifre og »_«, og ikke kun af cifre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has at most {0} characters.</source>
        <translation>Et bgammon.org-navn har højst {0} tegn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password, or leave the name empty to log in as a guest.</source>
        <translation>Angiv din adgangskode, eller lad navnet være tomt for at logge ind som gæst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>En adgangskode må ikke indeholde kontroltegn.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bgammon.org needs a valid e-mail address for a new account.</source>
        <translation>bgammon.org kræver en gyldig e-mailadresse til en ny konto.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Cancelled: not connected.</source>
        <translation>Annulleret: ikke forbundet.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+255"/>
        <source>Look: {0} against {1}</source>
        <translation>Kig på {0} mod {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited match</source>
        <translation>ubegrænset match</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match til %n point</numerusform>
            <numerusform>match til %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}–{4}</source>
        <translation>{0} mod {1}: {2}, {3}–{4}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../fibsgui/ui/mainwindow.py" line="+514"/>
        <source>fibsgui</source>
        <translation>fibsgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;File</source>
        <translation>&amp;Filer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Server</source>
        <translation>Se&amp;rver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folders of logs and settings…</source>
        <translation>&amp;Mapper til logfiler og indstillinger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About fibsgui</source>
        <translation>&amp;Om fibsgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>Bræt&amp;tema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log in…</source>
        <translation>&amp;Log ind…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS</source>
        <translation>Log ind på FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create a FIBS account…</source>
        <translation>&amp;Opret en FIBS-konto…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready to play</source>
        <translation>Klar til at spille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show others that you accept invitations (toggle ready)</source>
        <translation>Vis andre, at du tager imod invitationer (toggle ready)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away</source>
        <translation>Væk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell others you are away; they see it when they talk to you</source>
        <translation>Fortæl andre, at du er væk; de ser det, når de skriver til dig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline practice</source>
        <translation>Træning offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board</source>
        <translation>Onlinebræt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the match</source>
        <translation>&amp;Forlad matchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show saved matches</source>
        <translation>Vis gemte matcher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library</source>
        <translation>Arkiv</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every match recorded: open, export, import, delete</source>
        <translation>Alle optagede matcher: åbn, eksportér, importér, slet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rating history…</source>
        <translation>&amp;Ratinghistorik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic wood and felt</source>
        <translation>Klassisk: træ og filt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home board on the &amp;left</source>
        <translation>Hjemmebræt til &amp;venstre</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../fibsgui/ui/servers.py" line="+218"/>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server console</source>
        <translation>Serverkonsol</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS to see who is online.</source>
        <translation>Log ind på FIBS for at se, hvem der er online.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to chat.</source>
        <translation>Log ind på FIBS for at chatte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see the matches being played.</source>
        <translation>Log ind på FIBS for at se de matcher, der bliver spillet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see what the server says.</source>
        <translation>Log ind på FIBS for at se, hvad serveren skriver.</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Settings not saved: {0}</source>
        <translation>Indstillingerne blev ikke gemt: {0}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Logger ud af {0} for at logge ind på {1}.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Logged in as {0}</source>
        <translation>Logget ind som {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection lost: {0}</source>
        <translation>Forbindelsen er tabt: {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are offline: {0}</source>
        <translation>Du er offline: {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connected to {0}:{1}: waiting for the login prompt…</source>
        <translation>Forbundet til {0}:{1}: venter på login-prompten…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logging in to {0}:{1}…</source>
        <translation>Logger ind på {0}:{1}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection lost, attempt {0}: {1}</source>
        <translation>Forbindelsen tabt, forsøg {0}: {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Logged in as {0} at {1}:{2}</source>
        <translation>Logget ind som {0} på {1}:{2}</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Leave the match against {0}?</source>
        <translation>Forlade matchen mod {0}?</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You are playing this match on the server: it can be analysed once it is over (fair play).</source>
        <translation>Du spiller denne match på serveren: den kan analyseres, når den er slut (fair play).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are playing a match on the server: practise from here once it is over.</source>
        <translation>Du spiller en match på serveren: øv herfra, når den er slut.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.</source>
        <translation>Indstillingerne kan ikke gemmes i {0} ({1}). Ændringer gælder, indtil fibsgui lukkes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept only while fibsgui runs.</source>
        <translation>Chathistorikken kan ikke gemmes i {0} ({1}). Chatten fortsætter; dens linjer gemmes kun, mens fibsgui kører.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match records cannot be saved in {0} ({1}). Play goes on; the match is not kept in the match library.</source>
        <translation>Matchoptagelser kan ikke gemmes i {0} ({1}). Spillet fortsætter; matchen gemmes ikke i matcharkivet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating history cannot be saved in {0} ({1}). The server keeps your rating; the graph misses this point.</source>
        <translation>Din ratinghistorik kan ikke gemmes i {0} ({1}). Serveren beholder din rating; grafen mangler dette punkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logs, crash reports and session transcripts cannot be written in {0} ({1}).</source>
        <translation>Logfiler, nedbrudsrapporter og sessionsudskrifter kan ikke skrives i {0} ({1}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The settings file {0} cannot be read ({1}). fibsgui starts with its default settings and leaves the file as it is; changes are not saved this time.</source>
        <translation>Indstillingsfilen {0} kan ikke læses ({1}). fibsgui starter med standardindstillingerne og lader filen være, som den er; ændringer gemmes ikke denne gang.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {0} is damaged ({1}). fibsgui starts with its default settings; your file is kept as {2}.</source>
        <translation>Indstillingsfilen {0} er beskadiget ({1}). fibsgui starter med standardindstillingerne; din fil gemmes som {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some settings in {0} have values fibsgui cannot use, so their defaults apply (the values stay in the file): {1}.</source>
        <translation>Nogle indstillinger i {0} har værdier, som fibsgui ikke kan bruge, så standardværdierne gælder (værdierne bliver i filen): {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A copy of the file is kept as {0}.</source>
        <translation>En kopi af filen gemmes som {0}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No match on the board is being recorded.</source>
        <translation>Ingen match på brættet bliver optaget.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You are playing a match against {0}. Quitting leaves it; the server saves it, and you can resume it later by inviting {0} again.</source>
        <translation>Du spiller en match mod {0}. Hvis du afslutter, forlader du den; serveren gemmer den, og du kan genoptage den senere ved at invitere {0} igen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are playing a match against {0}, and quitting leaves it.</source>
        <translation>Du spiller en match mod {0}, og hvis du afslutter, forlader du den.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The practice match, {0}, cannot be saved ({1}) and ends here.</source>
        <translation>Træningsmatchen, {0}, kan ikke gemmes ({1}) og slutter her.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The practice match, {0}, is not kept and ends here.</source>
        <translation>Træningsmatchen, {0}, gemmes ikke og slutter her.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Afslut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit fibsgui?</source>
        <translation>Afslut fibsgui?</translation>
    </message>
    <message>
        <location line="-570"/>
        <location line="+104"/>
        <source>Connecting to {0}:{1}…</source>
        <translation>Forbinder til {0}:{1}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection lost: reconnecting in {0} s</source>
        <translation>Forbindelsen er tabt: forbinder igen om {0} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Forbindelsen er tabt: forbinder igen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logging out…</source>
        <translation>Logger ud…</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location line="-386"/>
        <source>Re&amp;sign</source>
        <translation>&amp;Opgiv</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Log ou&amp;t</source>
        <translation>Log &amp;ud</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match li&amp;brary…</source>
        <translation>&amp;Matcharkiv…</translation>
    </message>
    <message>
        <location line="+318"/>
        <location line="+46"/>
        <source>Offline: {0}</source>
        <translation>Offline: {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You invited {0} to resume your saved match.</source>
        <translation>Du har inviteret {0} til at genoptage jeres gemte match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You invited {0} to an unlimited match.</source>
        <translation>Du har inviteret {0} til en ubegrænset match.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>Du har inviteret {0} til en match til %n point.</numerusform>
            <numerusform>Du har inviteret {0} til en match til %n point.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (rating {0:.2f}, experience {1})</source>
        <translation> (rating {0:.2f}, erfaring {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}{1} wants to resume your saved match.</source>
        <translation>{0}{1} vil genoptage jeres gemte match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}{1} invites you to an unlimited match.</source>
        <translation>{0}{1} inviterer dig til en ubegrænset match.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} inviterer dig til en match til %n point.</numerusform>
            <numerusform>{0}{1} inviterer dig til en match til %n point.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>Det er din tur mod {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{0} tells you</source>
        <translation>{0} skriver til dig</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I am away from the keyboard.</source>
        <translation>Jeg er væk fra tastaturet.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the match</source>
        <translation>Forlad matchen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Leave the match against {0}? The server saves it, and you can resume it later by inviting them again.</source>
        <translation>Forlade matchen mod {0}? Serveren gemmer den, og du kan genoptage den senere ved at invitere {0} igen.</translation>
    </message>
</context>
<context>
    <name>MatchHistory</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+31"/>
        <source>Match &amp;history…</source>
        <translation>Match&amp;historik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s matches on the server, and their replays</source>
        <translation>En spillers matcher på serveren og deres genafspilninger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open match file…</source>
        <translation>Å&amp;bn matchfil…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match in review: GNU Backgammon&apos;s .mat or SGF, a bgammon.org replay</source>
        <translation>En match til gennemgang: GNU Backgammons .mat eller SGF, en genafspilning fra bgammon.org</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Asking the server for the replay…</source>
        <translation>Beder serveren om genafspilningen…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The server takes you out of your match against {0} when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Serveren tager dig ud af din match mod {0}, når du beder om en historik eller en genafspilning. Forlade matchen og spørge?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server takes you out of your match when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Serveren tager dig ud af din match, når du beder om en historik eller en genafspilning. Forlade matchen og spørge?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the match?</source>
        <translation>Forlade matchen?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The server has no replay of that game.</source>
        <translation>Serveren har ingen genafspilning af det spil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The replay is too large to show.</source>
        <translation>Genafspilningen er for stor til at blive vist.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a match file</source>
        <translation>Åbn en matchfil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammon&apos;s match text (*.mat *.txt);;GNU Backgammon&apos;s SGF (*.sgf);;bgammon.org replays (*.match);;fibsgui&apos;s records (*.jsonl);;All files (*)</source>
        <translation>Matchfiler (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammons matchtekst (*.mat *.txt);;GNU Backgammons SGF (*.sgf);;Genafspilninger fra bgammon.org (*.match);;fibsguis optagelser (*.jsonl);;Alle filer (*)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>it is larger than any match</source>
        <translation>filen er større end nogen match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no match could be read from it</source>
        <translation>der kunne ikke læses nogen match fra den</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a replay</source>
        <translation>Åbn en genafspilning</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>it is larger than {0} MB, more than any replay</source>
        <translation>filen er større end {0} MB, mere end nogen genafspilning</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>it is not a file</source>
        <translation>det er ikke en fil</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>{0} cannot be opened: {1}</source>
        <translation>{0} kan ikke åbnes: {1}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>{0} holds no game of bgammon.org.</source>
        <translation>{0} indeholder intet spil fra bgammon.org.</translation>
    </message>
</context>
<context>
    <name>NoticeArea</name>
    <message>
        <location filename="../fibsgui/ui/notices.py" line="+54"/>
        <source>Join</source>
        <translation>Spil med</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Ignorér</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel invitation</source>
        <translation>Træk invitationen tilbage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>OfflineController</name>
    <message>
        <location filename="../fibsgui/models/offline.py" line="+160"/>
        <location line="+68"/>
        <location line="+184"/>
        <location line="+52"/>
        <location line="+112"/>
        <location line="+41"/>
        <location line="+53"/>
        <location filename="../fibsgui/models/review.py" line="+69"/>
        <source>You</source>
        <extracomment>Values kept with the match in its file, and brought back with it by resume() (the match record&apos;s id: the record goes on where the match goes on).</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>{0} plays at {1} strength from now on</source>
        <translation>{0} spiller fra nu af på niveauet »{1}«</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>begynder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>afslappet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>øvet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advanced</source>
        <translation>erfaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>ekspert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>world class</source>
        <translation>verdensklasse</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>The engine failed: {0}</source>
        <translation>Motoren fejlede: {0}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>practice plays matches of up to 25 points</source>
        <translation>træning spiller matcher på op til 25 point</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is decided there</source>
        <translation>spillet er allerede afgjort der</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Money session resumed: you {0}, {1} {2}</source>
        <translation>Pengespilsrunde genoptaget: du {0}, {1} {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, you lead {1}–{2}</source>
        <translation>Match genoptaget: match til {0} point, du fører {1}–{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {3} leads {2}–{1}</source>
        <translation>Match genoptaget: match til {0} point, {3} fører {2}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {1}–{2}</source>
        <translation>Match genoptaget: match til {0} point, {1}–{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The saved practice match {0} cannot be read ({1}). It is left as it is, and this match is not saved over it.</source>
        <translation>Den gemte træningsmatch {0} kan ikke læses ({1}). Den bliver, som den er, og denne match gemmes ikke oven i den.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be set aside</source>
        <translation>den kan ikke lægges til side</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved practice match {0} was written by a newer version of fibsgui. It is kept as {1}, and a new match begins.</source>
        <translation>Den gemte træningsmatch {0} blev skrevet af en nyere version af fibsgui. Den gemmes som {1}, og en ny match begynder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved practice match {0} cannot be used ({1}). It is kept as {2}, and a new match begins.</source>
        <translation>Den gemte træningsmatch {0} kan ikke bruges ({1}). Den gemmes som {2}, og en ny match begynder.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The practice match cannot be saved in {0} ({1}). Play goes on, but the match will not come back after fibsgui closes.</source>
        <translation>Træningsmatchen kan ikke gemmes i {0} ({1}). Spillet fortsætter, men matchen kommer ikke tilbage, når fibsgui lukkes.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Match over</source>
        <translation>Matchen er slut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (R) to start the match</source>
        <translation>Slå (R) for at begynde matchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is thinking…</source>
        <translation>{0} tænker…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New {0}-point match against {1}</source>
        <translation>Ny match til {0} point mod {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New money session against {0}</source>
        <translation>Ny pengespilsrunde mod {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {0}</source>
        <translation>Spil {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {0}–{1}</source>
        <translation>stilling {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>Crawford-spil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening roll {0}-{1}: both roll again</source>
        <translation>Åbningsslag {0}-{1}: begge slår igen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening roll: you start with {0}-{1}</source>
        <translation>Åbningsslag: du begynder med {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {2} starts with {0}-{1}</source>
        <translation>Åbningsslag: {2} begynder med {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You roll {0}-{1}</source>
        <translation>Du slår {0}-{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} rolls {0}-{1}</source>
        <translation>{2} slår {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play {0}</source>
        <translation>Du spiller {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} plays {0}</source>
        <translation>{1} spiller {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot move</source>
        <translation>Du kan ikke flytte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} cannot move</source>
        <translation>{0} kan ikke flytte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du dobler til {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} doubles to {0}</source>
        <translation>{1} dobler til {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take; the cube is at {0}</source>
        <translation>Du tager imod; doblingsterningen står på {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} takes; the cube is at {0}</source>
        <translation>{1} tager imod; doblingsterningen står på {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop the double</source>
        <translation>Du passer doblingen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} drops the double</source>
        <translation>{0} passer doblingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You offer to resign {0}</source>
        <translation>Du tilbyder at opgive {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} offers to resign {0}</source>
        <translation>{1} tilbyder at opgive {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Du afviser opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} afviser opgivelsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube is at {0}</source>
        <translation>Du svarer med bæver: doblingsterningen står på {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} beavers: the cube is at {0}</source>
        <translation>{1} svarer med bæver: doblingsterningen står på {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You win the match {0}–{1}</source>
        <translation>Du vinder matchen {0}–{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} wins the match {1}–{0}</source>
        <translation>{2} vinder matchen {1}–{0}</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <location filename="../fibsgui/models/online.py" line="+48"/>
        <source>{0} refused the connection on port {1}: no server is running there now. Try again later, or check the server address.</source>
        <translation>{0} afviste forbindelsen på port {1}: der kører ingen server der lige nu. Prøv igen senere, eller kontrollér serveradressen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} did not answer on port {1}. Check your connection or try again later.</source>
        <translation>{0} svarede ikke på port {1}. Kontrollér din forbindelse, eller prøv igen senere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} cannot be reached from this computer on port {1}. Check your network connection and the server address.</source>
        <translation>{0} kan ikke nås fra denne computer på port {1}. Kontrollér din netværksforbindelse og serveradressen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} closed the connection on port {1} before the login was done. Try again later.</source>
        <translation>{0} lukkede forbindelsen på port {1}, før login var færdigt. Prøv igen senere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to {0} on port {1} broke before the login was done. Try again later.</source>
        <translation>Forbindelsen til {0} på port {1} blev afbrudt, før login var færdigt. Prøv igen senere.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Navnet {0} er allerede taget. Vælg venligst et andet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name may only contain letters and &apos;_&apos;: {0} cannot be used.</source>
        <translation>Et FIBS-navn må kun indeholde bogstaver og »_«: {0} kan ikke bruges.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Angiv venligst en adgangskode.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The password must have at least 4 characters.</source>
        <translation>Adgangskoden skal have mindst 4 tegn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain spaces.</source>
        <translation>En adgangskode må ikke indeholde mellemrum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server read two different passwords. Please try again.</source>
        <translation>Serveren modtog to forskellige adgangskoder. Prøv igen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not allow new accounts from your network.</source>
        <translation>Serveren tillader ikke nye konti fra dit netværk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server did not create the account: {0}</source>
        <translation>Serveren oprettede ikke kontoen: {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot connect to {0} on port {1}. Check your network connection and the server address.</source>
        <translation>Kan ikke forbinde til {0} på port {1}. Kontrollér din netværksforbindelse og serveradressen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The login to {0} did not work: {1}.</source>
        <translation>Det lykkedes ikke at logge ind på {0}: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The login to {0} did not work. Please try again.</source>
        <translation>Det lykkedes ikke at logge ind på {0}. Prøv venligst igen.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Serveren afviste at logge dig ind som {0}: forkert navn eller adgangskode.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Servernavnet {0} blev ikke fundet. Kontrollér serveradressen og dit netværk.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}:{1} accepted the connection but did not answer: no login prompt came. It may not be a FIBS server, or it may be overloaded.</source>
        <translation>{0}:{1} tog imod forbindelsen, men svarede ikke: ingen login-prompt kom. Det er måske ikke en FIBS-server, eller den er overbelastet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer like a FIBS server: it sent something other than a login prompt.</source>
        <translation>{0}:{1} tog imod forbindelsen, men svarede ikke som en FIBS-server: den sendte noget andet end en login-prompt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection and the login, but did not answer the login.</source>
        <translation>{0}:{1} tog imod forbindelsen og login, men svarede ikke på login.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The connection to the server was lost.</source>
        <translation>Forbindelsen til serveren blev tabt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server was lost, and the attempts to connect again failed.</source>
        <translation>Forbindelsen til serveren blev tabt, og forsøgene på at forbinde igen mislykkedes.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server keeps closing the connection right after the login. Is this account logged in somewhere else?</source>
        <translation>Serveren lukker forbindelsen lige efter hvert login. Er denne konto logget ind et andet sted?</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Ikke forbundet: {0} blev ikke sendt.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+280"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>Forbindelsen blev tabt: der forbindes igen, matchen fortsætter, når den er tilbage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching {0} against {1}</source>
        <translation>Du ser {0} mod {1}</translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message>
        <location line="+118"/>
        <source>You roll {0}-{1}</source>
        <translation>Du slår {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} slår {1}-{2}</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+60"/>
        <source>You move {0}</source>
        <translation>Du spiller {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} moves {1}</source>
        <translation>{0} spiller {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced move: {0}</source>
        <translation>Tvunget træk: {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot move</source>
        <translation>Du kan ikke flytte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} kan ikke flytte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double</source>
        <translation>Du dobler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} dobler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du dobler til {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} dobler til {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take</source>
        <translation>Du tager imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} takes</source>
        <translation>{0} tager imod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take; the cube shows {0}</source>
        <translation>Du tager imod; doblingsterningen viser {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} tager imod; doblingsterningen viser {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left the match with {1}; it is saved</source>
        <translation>{0} forlod matchen mod {1}; den er gemt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop</source>
        <translation>Du passer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} passer</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>Du tilbyder at opgive (%n point)</numerusform>
            <numerusform>Du tilbyder at opgive (%n point)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} tilbyder at opgive (%n point)</numerusform>
            <numerusform>{0} tilbyder at opgive (%n point)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reject the resignation</source>
        <translation>Du afviser opgivelsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} afviser opgivelsen</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Du vinder spillet: %n point</numerusform>
            <numerusform>Du vinder spillet: %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} vinder spillet: %n point</numerusform>
            <numerusform>{0} vinder spillet: %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win the match {0}-{1}</source>
        <translation>Du vinder matchen {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} vinder matchen {1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts</source>
        <translation>Et nyt spil begynder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {0} {1}, {2} {3}</source>
        <translation>Åbningsslag: {0} {1}, {2} {3}</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="-96"/>
        <source>Leave match</source>
        <translation>Forlad matchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing; the server saves the match so you can resume it later</source>
        <translation>Stop med at spille; serveren gemmer matchen, så du kan genoptage den senere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching</source>
        <translation>Stop med at se med</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh board</source>
        <translation>Opdater brættet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the board again</source>
        <translation>Bed serveren om brættet igen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review…</source>
        <translation>Gennemgå…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match from its start in a window of its own, step by step, while it goes on here</source>
        <translation>Denne match fra begyndelsen i sit eget vindue, trin for trin, mens den fortsætter her</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match log</source>
        <translation>Matchlog</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No match: create one or join one in the lobby</source>
        <translation>Ingen match: opret en, eller spil med i en i lobbyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match: invite a player or watch a game</source>
        <translation>Ingen match: invitér en spiller eller se et spil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unlimited match</source>
        <translation>ubegrænset match</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match til %n point</numerusform>
            <numerusform>match til %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, waiting for an opponent</source>
        <translation>{0}: {1}, venter på en modstander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching {0} against {1}: {2}, {3}</source>
        <translation>Tilskuer til {0} mod {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} mod {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (Crawford game)</source>
        <translation> (Crawford-spil)</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="-139"/>
        <source>Private match</source>
        <translation>Privat match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is private: enter its password.</source>
        <translation>{0} er privat: angiv adgangskoden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Adgangskode:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the match&apos;s password.</source>
        <translation>Angiv matchens adgangskode.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>En adgangskode må ikke indeholde kontroltegn.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+91"/>
        <source>Filter players</source>
        <translation>Filtrér spillere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready only</source>
        <translation>Kun klar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide bots</source>
        <translation>Skjul bots</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} of {1}</source>
        <translation>{0} af {1}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Invite…</source>
        <translation>Invitér…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Se med</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the board</source>
        <translation>Se brættet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell…</source>
        <translation>Skriv privat…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is this?</source>
        <translation>Hvem er det?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave a message…</source>
        <translation>Læg en besked…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gag (hide their chat)</source>
        <translation>Gør tavs (skjul chatten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blind (refuse their invitations)</source>
        <translation>Bloker (afvis invitationer)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when they log out or finish</source>
        <translation>Giv besked ved logud eller slut</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <location filename="../fibsgui/models/players.py" line="+347"/>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Experience</source>
        <translation>Erfaring</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Modstander</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Idle</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client</source>
        <translation>Klient</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playing</source>
        <translation>spiller</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watching</source>
        <translation>ser med</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready</source>
        <translation>klar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>væk</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{name}
rating {rating:.2f}, experience {exp}
logged in {since}
from {host}</source>
        <translation>{name}
rating {rating:.2f}, erfaring {exp}
logget ind {since}
fra {host}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>watching {0}</source>
        <translation>ser {0}</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+244"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money game</source>
        <translation>Pengespil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Afslappet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Erfaren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Verdensklasse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent strength:</source>
        <translation>Modstanderens styrke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>New match</source>
        <translation>Ny match</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+15"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The engine&apos;s advice: the best plays for your roll, or the cube action before you roll or when you are doubled (H)</source>
        <translation>Motorens råd: de bedste træk for dit slag eller doblingshandlingen, før du slår, eller når du bliver doblet (H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jacoby rule</source>
        <translation>Jacoby-reglen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: gammons and backgammons count only once the cube has been turned. Applies from the next match.</source>
        <translation>Pengespil: gammon og backgammon tæller kun, når doblingsterningen er blevet vendt. Gælder fra næste match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beavers</source>
        <translation>Bævere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: you may beaver the engine&apos;s double (take it and redouble at once, keeping the cube). The engine never beavers your doubles. Applies from the next match.</source>
        <translation>Pengespil: du må svare på motorens dobling med bæver (tage imod og straks redoble og beholde doblingsterningen). Motoren svarer aldrig på dine doblinger med bæver. Gælder fra næste match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match length applies from the next match (New match)</source>
        <translation>Matchlængden gælder fra næste match (Ny match)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s strength applies at once, in this match too</source>
        <translation>Modstanderens styrke gælder med det samme, også i denne match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see it on the board; Enter or a double click makes it</source>
        <translation>Vælg en række for at se den på brættet; Enter eller et dobbeltklik spiller trækket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Spillets log</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New practice match</source>
        <translation>&amp;Ny træningsmatch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from gnubg &amp;IDs…</source>
        <translation>Øv fra &amp;gnubg-ID&apos;er…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start a new match? You give up {0}, and it cannot be resumed.</source>
        <translation>Begynde en ny match? Du opgiver {0}, og den kan ikke genoptages.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new match</source>
        <translation>Begynd en ny match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Practice plays matches of up to {0} points.</source>
        <translation>Træning spiller matcher på op til {0} point.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This position cannot be practised: {0}</source>
        <translation>Denne stilling kan ikke øves: {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practise from this position? You give up {0}, and it cannot be resumed.</source>
        <translation>Øve fra denne stilling? Du opgiver {0}, og den kan ikke genoptages.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Øv herfra</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Modstander: GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Modstander: den indbyggede bot ({0}); GNU Backgammon er ikke tilgængelig</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Thinking…</source>
        <translation>Tænker…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not estimated by this engine</source>
        <translation>Ikke vurderet af denne motor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Bedste træk for {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0} does not estimate the chances marked —)</source>
        <translation>({0} vurderer ikke chancerne markeret med —)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Proper cube action: {0}</source>
        <translation>Korrekt doblingshandling: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proper cube action: {0} ({1}-ply)</source>
        <translation>Korrekt doblingshandling: {0} ({1}-ply)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No hint: {0}</source>
        <translation>Intet tip: {0}</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+94"/>
        <source>No rating recorded yet for this account: a point is added at each login and after each match.</source>
        <translation>Endnu ingen rating optaget for denne konto: der tilføjes et punkt ved hvert login og efter hver match.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Rating {0:.2f}</source>
        <translation>Rating {0:.2f}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experience {0}</source>
        <translation>erfaring {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won against {0}</source>
        <translation>vundet mod {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost against {0}</source>
        <translation>tabt mod {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>change {0}</source>
        <translation>ændring {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>login</source>
        <translation>login</translation>
    </message>
</context>
<context>
    <name>RatingWindow</name>
    <message>
        <location line="+43"/>
        <source>Rating history</source>
        <translation>Ratinghistorik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No account has a rating history yet.</source>
        <translation>Ingen konto har en ratinghistorik endnu.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.</source>
        <translation>
            <numerusform>Nu {0:.2f} ({1} siden {2}); %n match optaget, {3} vundet.</numerusform>
            <numerusform>Nu {0:.2f} ({1} siden {2}); %n matcher optaget, {3} vundet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../fibsgui/ui/replay.py" line="+140"/>
        <source>Lines of this replay that could not be read or played: {0}</source>
        <extracomment>The longest a file name may be before it is shortened in a message. a file name was chosen with &quot;Open match file…&quot;: the owner opens it why the games are shown from their replay rather than as a match record (&quot;&quot; when they are)</extracomment>
        <translation>Linjer i denne genafspilning, der ikke kunne læses eller spilles: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…og {0} til</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save as .match…</source>
        <translation>Gem som .match…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Replay</source>
        <translation>Genafspilning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game without its players&apos; names</source>
        <translation>Et spil uden spillernes navne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>acey-deucey</source>
        <translation>acey-deucey</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>tabula</source>
        <translation>tabula</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match til %n point</numerusform>
            <numerusform>match til %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unlimited match</source>
        <translation>ubegrænset match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: {0} against {1}</source>
        <translation>Genafspilning: {0} mod {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}, {4}</source>
        <translation>{0} mod {1}: {2}, {3}, {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match file…</source>
        <translation>Åbn matchfil…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save the replay</source>
        <translation>Gem genafspilningen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org replays (*.match)</source>
        <translation>bgammon.org-genafspilninger (*.match)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not saved: {0} is kept as it was.</source>
        <translation>Ikke gemt: {0} er uændret.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: {0}</source>
        <translation>Ikke gemt: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save {0}: {1}</source>
        <translation>Kunne ikke gemme {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as {0}</source>
        <translation>Gemt som {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the file?</source>
        <translation>Erstat filen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists. Replace it with this replay?</source>
        <translation>{0} findes allerede. Erstat den med denne genafspilning?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/review.py" line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Player 1</source>
        <translation>Spiller 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Spiller 2</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+237"/>
        <source>Game {0}: {1} {2} – {3} {4}</source>
        <translation>Spil {0}: {1} {2} – {3} {4}</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Crawford game</source>
        <translation>Crawford-spil</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You {0}: cannot move</source>
        <translation>Du {0}: kan ikke flytte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You {0}: {1}</source>
        <translation>Du {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+222"/>
        <source>{0} {1}: cannot move</source>
        <translation>{0} {1}: kan ikke flytte</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+222"/>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1}: {2}</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} plays {1}</source>
        <translation>{0} spiller {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} kan ikke flytte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} dobler til {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes</source>
        <translation>{0} tager imod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} beavers: the cube at {1}</source>
        <translation>{0} svarer med bæver: doblingsterningen står på {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops</source>
        <translation>{0} passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} offers to resign {1}</source>
        <translation>{0} tilbyder at opgive {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} afviser opgivelsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>The game was left unfinished</source>
        <translation>Spillet blev ikke spillet færdigt</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{0} wins {1}</source>
        <translation>{0} vinder {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You {0}</source>
        <translation>Du {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play {0}</source>
        <translation>Du spiller {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot move</source>
        <translation>Du kan ikke flytte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Du dobler til {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take</source>
        <translation>Du tager imod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube at {0}</source>
        <translation>Du svarer med bæver: doblingsterningen står på {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop</source>
        <translation>Du passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You offer to resign {0}</source>
        <translation>Du tilbyder at opgive {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Du accepterer opgivelsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Du afviser opgivelsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Du vinder {0}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>a backgammon</source>
        <translation>en backgammon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>en gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>et enkelt spil</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game&apos;s board cannot be drawn: its actions are listed beside it.</source>
        <translation>Dette spils bræt kan ikke tegnes: dets handlinger står ved siden af.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From here the moves could not be played on the board: they are listed beside it.</source>
        <translation>Herfra kunne trækkene ikke spilles på brættet: de står ved siden af.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player {0}</source>
        <translation>Spiller {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {0}</source>
        <translation>Spil {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} doubles to {1}: taken</source>
        <translation>{0} dobler til {1}: taget imod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}: dropped</source>
        <translation>{0} dobler til {1}: passet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ends the game (resigns or leaves)</source>
        <translation>{0} afslutter spillet (opgiver eller går)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../fibsgui/ui/review.py" line="+272"/>
        <source>Parts of this match that could not be read or played: {0}</source>
        <extracomment>&quot;Practise from here&quot;: the frame (a :class:`fibsgui.records.Frame`) and the side the player takes asked whether a record may be analysed: &quot;&quot; if so, else why not in words (fair play: never the match the user is playing on a server)</extracomment>
        <translation>Dele af denne match, der ikke kunne læses eller spilles: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…og {0} til</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>The analysis kept in {0} cannot be read ({1}); analysing again keeps that file aside.</source>
        <translation>Analysen gemt i {0} kan ikke læses ({1}); en ny analyse lægger den fil til side.</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+1"/>
        <location line="+411"/>
        <location line="+52"/>
        <source>Player {0}</source>
        <translation>Spiller {0}</translation>
    </message>
    <message>
        <location line="-460"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No analysis of this action.</source>
        <translation>Ingen analyse af denne handling.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>doubtful (?!)</source>
        <translation>tvivlsomt (?!)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an error (?)</source>
        <translation>en fejl (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder (??)</source>
        <translation>en bommert (??)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no move</source>
        <translation>intet træk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, the only play</source>
        <translation>{0} {1}-{2}: {3}, det eneste træk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1}-{2}: {3}, the best play of {4}</source>
        <translation>{0} {1}-{2}: {3}, det bedste af {4} træk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, ranked {4} of {5}, loses {6:.3f}</source>
        <translation>{0} {1}-{2}: {3}, nr. {4} af {5}, taber {6:.3f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You do not double</source>
        <translation>Du dobler ikke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You double</source>
        <translation>Du dobler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Du tager imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You beaver</source>
        <translation>Du svarer med bæver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drop</source>
        <translation>Du passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} does not double</source>
        <translation>{0} dobler ikke</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} dobler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes</source>
        <translation>{0} tager imod</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} beavers</source>
        <translation>{0} svarer med bæver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses {0:.3f}</source>
        <translation>taber {0:.3f}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>very lucky</source>
        <translation>meget heldigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lucky</source>
        <translation>heldigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlucky</source>
        <translation>uheldigt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>very unlucky</source>
        <translation>meget uheldigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Luck of your roll: {0} ({1})</source>
        <translation>Held i dit slag: {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of your roll: {0}</source>
        <translation>Held i dit slag: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck of {0}&apos;s roll: {1} ({2})</source>
        <translation>Held i {0}s slag: {1} ({2})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of {0}&apos;s roll: {1}</source>
        <translation>Held i {0}s slag: {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The play made: its chances are not kept</source>
        <translation>Det spillede træk: dets chancer er ikke gemt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Proper cube action: {0}</source>
        <translation>Korrekt doblingshandling: {0}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only a match of backgammon kept as a record can be analysed.</source>
        <translation>Kun en backgammonmatch, der er gemt som optagelse, kan analyseres.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Backgammon&apos;s engine is not installed: the analysis needs it.</source>
        <translation>GNU Backgammons motor er ikke installeret: analysen kræver den.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analyse every game of the match with GNU Backgammon&apos;s engine</source>
        <translation>Analysér hvert spil i matchen med GNU Backgammons motor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the game shown with GNU Backgammon&apos;s engine</source>
        <translation>Analysér det viste spil med GNU Backgammons motor</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The analysis cannot be kept in {0} ({1}): it is shown until this window closes.</source>
        <translation>Analysen kan ikke gemmes i {0} ({1}): den vises, indtil dette vindue lukkes.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stopping the analysis…</source>
        <translation>Stopper analysen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing game {0} at {1}-ply…</source>
        <translation>Analyserer spil {0} med {1}-ply…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysing the match at {0}-ply…</source>
        <translation>Analyserer matchen med {0}-ply…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The analysis failed: {0}</source>
        <translation>Analysen mislykkedes: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not analysed yet.</source>
        <translation>Ikke analyseret endnu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed at {0}-ply (cube decisions at {1}-ply).</source>
        <translation>Analyseret med {0}-ply (doblingsbeslutninger med {1}-ply).</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>stopped before the end of %n game(s): {0}</source>
        <translation>
            <numerusform>stoppet før slutningen af %n spil: {0}</numerusform>
            <numerusform>stoppet før slutningen af %n spil: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moves were added since in %n game(s): {0}</source>
        <translation>
            <numerusform>der er siden kommet træk til i %n spil: {0}</numerusform>
            <numerusform>der er siden kommet træk til i %n spil: {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) not analysed: {0}</source>
        <translation>
            <numerusform>%n spil ikke analyseret: {0}</numerusform>
            <numerusform>%n spil ikke analyseret: {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial analysis: {0}. Analyse again to complete it.</source>
        <translation>Delvis analyse: {0}. Analysér igen for at gøre den færdig.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse match</source>
        <translation>Analysér matchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse this game</source>
        <translation>Analysér dette spil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look-ahead:</source>
        <translation>Dybde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-ply (fast)</source>
        <translation>0-ply (hurtig)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-ply</source>
        <translation>1-ply</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2-ply (slow)</source>
        <translation>2-ply (langsom)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far GNU Backgammon looks ahead for each play: deeper is stronger and slower (cube decisions at least 1-ply)</source>
        <translation>Hvor langt GNU Backgammon ser frem for hvert træk: dybere er stærkere og langsommere (doblingsbeslutninger mindst 1-ply)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annullér</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis: what is done is kept</source>
        <translation>Stop analysen: det, der er gjort, bevares</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your chance to win the game (above 50 %: you are ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Din vinderchance i spillet (over 50&#xa0;%: du fører). Prikker: ?!&#xa0;tvivlsomt, ?&#xa0;fejl, ??&#xa0;bommert; trekanter: held. Klik for at gå dertil.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s chance to win the game (above 50 %: {0} ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>{0}s vinderchance i spillet (over 50&#xa0;%: {0} fører). Prikker: ?!&#xa0;tvivlsomt, ?&#xa0;fejl, ??&#xa0;bommert; trekanter: held. Klik for at gå dertil.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a moment to show it</source>
        <translation>Klik på et øjeblik for at vise det</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks: ?! doubtful · ? error · ?? blunder · + lucky · ++ very lucky · − unlucky · −− very unlucky</source>
        <translation>Mærker: ?!&#xa0;tvivlsomt · ?&#xa0;fejl · ??&#xa0;bommert · +&#xa0;heldigt · ++&#xa0;meget&#xa0;heldigt · −&#xa0;uheldigt · −−&#xa0;meget&#xa0;uheldigt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a play to see it on the board</source>
        <translation>Vælg et træk for at se det på brættet</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (match to {1})</source>
        <translation>{0} (match til {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Crawford game (no cube)</source>
        <translation>Crawford-spillet (ingen doblingsterning)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>centred</source>
        <translation>i midten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cube {0} ({1})</source>
        <translation>doblingsterning {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice {0}</source>
        <translation>terninger {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pips {0}–{1}</source>
        <translation>pips {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game</source>
        <translation>Du vinder spillet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the game</source>
        <translation>{0} vinder spillet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moment {0} of {1}</source>
        <translation>øjeblik {0} af {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start of the match (Home)</source>
        <translation>Starten af matchen (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the game, or of the game before (Up)</source>
        <translation>Starten af spillet eller af spillet før (Op)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action before (Left)</source>
        <translation>Handlingen før (Venstre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next action (Right)</source>
        <translation>Den næste handling (Højre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game (Down)</source>
        <translation>Det næste spil (Ned)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>Slutningen (End)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to live</source>
        <translation>Tilbage til live</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on: show its latest moment</source>
        <translation>Matchen fortsætter: vis dens seneste øjeblik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>Øv herfra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An offline game against the engine from this position, score and cube</source>
        <translation>Et offline-spil mod motoren herfra: samme stilling, score og doblingsterning</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review</source>
        <translation>Gennemgang</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match til %n point</numerusform>
            <numerusform>match til %n point</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>money play</source>
        <translation>pengespil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline practice</source>
        <translation>træning offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} mod {1}: {2}, {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: {0} against {1}</source>
        <translation>Gennemgang: {0} mod {1}</translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message>
        <location filename="../fibsgui/ui/console.py" line="+74"/>
        <source>Type a FIBS command, e.g. &apos;show games&apos; or &apos;help&apos;</source>
        <translation>Skriv en FIBS-kommando, f.eks. »show games« eller »help«</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>En linje på %n byte fra serveren var for lang og blev kasseret.</numerusform>
            <numerusform>En linje på %n bytes fra serveren var for lang og blev kasseret.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerLink</name>
    <message>
        <location filename="../fibsgui/models/server.py" line="+231"/>
        <source>This server has no setting {0}.</source>
        <extracomment>Invitation lengths that are not a number of points (see :meth:`ServerLink.player_action`). What a server may offer; :attr:`ServerLink.features` names those it has. What this server offers (names from :data:`FEATURES`); the window offers nothing else.</extracomment>
        <translation>Denne server har ingen indstilling {0}.</translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="-6"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <extracomment>A server&apos;s client, link and controller were made (a Server): the match records follow it.</extracomment>
        <translation>{0} har ingen spillerliste: find modstandere i lobbyen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has no player list.</source>
        <translation>{0} har ingen spillerliste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lobby</source>
        <translation>Lobby</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Spil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Following</source>
        <translation>Fulgte spillere</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+55"/>
        <source>Send the board after every move</source>
        <translation>Send brættet efter hvert træk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the server make forced moves for you</source>
        <translation>Lad serveren spille tvungne træk for dig</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ready to play: others may invite you</source>
        <translation>Klar til at spille: andre må invitere dig</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Allow the server&apos;s pip command in your matches (it works only when both players allow it)</source>
        <translation>Tillad serverens pip-kommando i dine matcher (den virker kun, når begge spillere tillader den)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)</source>
        <translation>Acceptér, at en dublet slået i starten af et spil fordobler doblingsterningen (ubegrænsede matcher)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring the bell when someone talks to you or invites you</source>
        <translation>Ring med klokken, når nogen taler til dig eller inviterer dig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insist on the Crawford rule (a match is played without it only when both players untick this)</source>
        <translation>Insistér på Crawford-reglen (en match spilles kun uden den, når begge spillere fravælger dette)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask whether you want to double before each roll (otherwise the server rolls for you)</source>
        <translation>Spørg før hvert slag, om du vil doble (ellers slår serveren for dig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the server bear off as many checkers as your roll allows</source>
        <translation>Lad serveren bære så mange brikker af, som dit slag tillader</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the board after each roll as well</source>
        <translation>Send også brættet efter hvert slag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the list of a game&apos;s moves when it ends</source>
        <translation>Send listen over et spils træk, når det slutter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when players log in</source>
        <translation>Fortæl mig, når spillere logger ind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show how the rating changes are calculated after a match</source>
        <translation>Vis efter en match, hvordan ratingændringen beregnes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell me when other players&apos; matches start and end</source>
        <translation>Fortæl mig, når andre spilleres matcher starter og slutter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not hear what other players shout (and do not shout yourself)</source>
        <translation>Hør ikke, hvad andre spillere råber (og råb ikke selv)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client</source>
        <translation>Program</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Klassisk: træ og filt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Høj kontrast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>Højre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>Venstre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make forced plays automatically</source>
        <translation>Spil tvungne træk automatisk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm each play before it is sent</source>
        <translation>Bekræft hvert træk, før det sendes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before resigning, giving up a match for a new one, or quitting during a match</source>
        <translation>Spørg, før du opgiver, forlader en match for en ny eller afslutter under en match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play sounds</source>
        <translation>Afspil lyde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitations</source>
        <translation>Invitationer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat addressed to you</source>
        <translation>Chat til dig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of invitations when the window is in the background</source>
        <translation>Giv besked om invitationer, når vinduet er i baggrunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of tells when the window is in the background</source>
        <translation>Giv besked om private beskeder, når vinduet er i baggrunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board theme:</source>
        <translation>Brættema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home board:</source>
        <translation>Hjemmebræt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving checkers:</source>
        <translation>Brikkernes bevægelse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once (no animation)</source>
        <translation>Med det samme (ingen animation)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds:</source>
        <translation>Lyde:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notifications:</source>
        <translation>Beskeder:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Sprog:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+354"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Log ind for at se og ændre serverens indstillinger.</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited</source>
        <translation>ubegrænset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redoubles in unlimited matches:</source>
        <translation>Redoblinger i ubegrænsede matcher:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the who list by:</source>
        <translation>Sortér who-listen efter:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time zone:</source>
        <translation>Tidszone:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings on the server</source>
        <translation>Gem disse indstillinger på serveren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sends &apos;save&apos;: the server remembers your toggles for next time</source>
        <translation>Sender »save«: serveren husker dine indstillinger til næste gang</translation>
    </message>
    <message>
        <location line="+267"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Serveren beholdt sin værdi for {0}: {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>The server kept its value of {0}.</source>
        <translation>Serveren beholdt sin værdi for {0}.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The server has sent no settings: a guest has none, an account&apos;s come with the login.</source>
        <translation>Serveren har ikke sendt nogen indstillinger: en gæst har ingen, en kontos kommer med login.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server keeps these settings with your account. Those shown greyed are changed elsewhere.</source>
        <translation>Serveren gemmer disse indstillinger med din konto. De, der vises gråt, ændres et andet sted.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-219"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the board</source>
        <translation>På brættet</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+88"/>
        <location line="+1"/>
        <source>Welcome to fibsgui</source>
        <translation>Velkommen til fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play backgammon with people from all over the world on FIBS, the First Internet Backgammon Server, or practise on your own against GNU Backgammon.</source>
        <translation>Spil backgammon med folk fra hele verden på FIBS, First Internet Backgammon Server, eller øv dig alene mod GNU Backgammon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practise offline</source>
        <translation>Øv offline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match against GNU Backgammon on this computer, with hints. No account needed.</source>
        <translation>En match mod GNU Backgammon på denne computer, med tips. Ingen konto nødvendig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS</source>
        <translation>Log ind på FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play people online with the FIBS account you already have.</source>
        <translation>Spil online mod andre med den FIBS-konto, du allerede har.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Opret en FIBS-konto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to FIBS? Choose a name and a password; it takes a minute and costs nothing.</source>
        <translation>Ny på FIBS? Vælg et navn og en adgangskode; det tager et minut og koster intet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can log in to FIBS later at any time; this welcome is shown only once.</source>
        <translation>Du kan logge ind på FIBS senere når som helst; denne velkomst vises kun én gang.</translation>
    </message>
</context>
<context>
    <name>WhoisDialog</name>
    <message>
        <location filename="../fibsgui/ui/whois.py" line="+32"/>
        <source>About {0}</source>
        <translation>Om {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+125"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui kan ikke starte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui kan ikke starte: {0}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>fibsgui is already running</source>
        <translation>fibsgui kører allerede</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui is already running with the data folder {0} (process {1}), and its window could not be brought forward: {2}.</source>
        <translation>fibsgui kører allerede med datamappen {0} (proces {1}), og dens vindue kunne ikke hentes frem: {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fibsgui is already running with the data folder {0}, and its window could not be brought forward: {1}.</source>
        <translation>fibsgui kører allerede med datamappen {0}, og dens vindue kunne ikke hentes frem: {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one copy of fibsgui can use a data folder at a time, so that both do not play and record the same match. Switch to the window of the copy that runs, or close it and start fibsgui again.</source>
        <translation>Kun én kopi af fibsgui kan bruge en datamappe ad gangen, så to kopier ikke spiller og optager den samme kamp. Skift til vinduet for den kopi, der kører, eller luk den og start fibsgui igen.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Something went wrong: {0}

A report was written to:
{1}

fibsgui goes on running.</source>
        <translation>Noget gik galt: {0}

En rapport blev skrevet til:
{1}

fibsgui kører videre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Something went wrong: {0}

No report could be written ({1}).

fibsgui goes on running.</source>
        <translation>Noget gik galt: {0}

Der kunne ikke skrives en rapport ({1}).

fibsgui kører videre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui: unexpected error</source>
        <translation>fibsgui: uventet fejl</translation>
    </message>
</context>
<context>
    <name>instance</name>
    <message>
        <location filename="../fibsgui/instance.py" line="+166"/>
        <location line="+2"/>
        <source>it did not answer</source>
        <translation>den svarede ikke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not listen for other starts</source>
        <translation>den lytter ikke efter andre starter</translation>
    </message>
</context>
</TS>

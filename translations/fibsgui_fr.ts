<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+402"/>
        <source>About fibsgui</source>
        <translation>À propos de fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui {0}

A client for FIBS and bgammon.org, with offline practice against GNU Backgammon.

fibsgui is free software: you can redistribute it and modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.

It runs with these programs and libraries:</source>
        <translation>fibsgui {0}

Un client pour FIBS et bgammon.org, avec entraînement hors ligne contre GNU Backgammon.

fibsgui est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la GNU General Public License, version 3 ou (à votre choix) toute version ultérieure. Il est fourni sans aucune garantie.

Il fonctionne avec ces programmes et bibliothèques :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Licence on the web</source>
        <translation>Licence sur le web</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the licence</source>
        <translation>Afficher la licence</translation>
    </message>
</context>
<context>
    <name>AnalysisSummary</name>
    <message>
        <location filename="../fibsgui/ui/analysis.py" line="+224"/>
        <source>Decisions</source>
        <translation>Décisions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Error rate (mEMG)</source>
        <translation>Taux d&apos;erreur (mEMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Doubtful (?!)</source>
        <translation>Douteux (?!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors (?)</source>
        <translation>Erreurs (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunders (??)</source>
        <translation>Gaffes (??)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck (EMG)</source>
        <translation>Chance (EMG)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck rating</source>
        <translation>Niveau de chance</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Supernatural</source>
        <translation>Surnaturel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual player</source>
        <translation>Amateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Awful!</source>
        <translation>Horrible&#xa0;!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Go to bed</source>
        <translation>Au lit&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bad dice, man!</source>
        <translation>Mauvais dés&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Good dice, man!</source>
        <translation>Bons dés&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to Las Vegas</source>
        <translation>Filez à Las Vegas&#xa0;!</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Error rate: equity lost per decision, in thousandths (mEMG, as GNU Backgammon reports it). Luck: equity gained by the dice, against the average roll</source>
        <translation>Taux d&apos;erreur : équité perdue par décision, en millièmes (mEMG, comme l&apos;indique GNU Backgammon). Chance : équité gagnée grâce aux dés, par rapport au lancer moyen</translation>
    </message>
</context>
<context>
    <name>BgammonClient</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+124"/>
        <source>The login did not work: {0}</source>
        <translation>La connexion a échoué : {0}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Le nom {0} est déjà pris. Veuillez en choisir un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Veuillez indiquer un mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>The server did not create the account: {0}</source>
        <translation>Le serveur n&apos;a pas créé le compte : {0}</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits: {0} cannot be used.</source>
        <translation>Un nom bgammon.org ne contient que des lettres, des chiffres et « _ », et pas uniquement des chiffres : {0} ne peut pas être utilisé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0}:{1} accepted the connection but did not answer: it may not be a bgammon.org server, or it may be overloaded.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu : ce n&apos;est peut-être pas un serveur bgammon.org, ou il est surchargé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}:{1} accepted the connection but did not answer the login like a bgammon.org server.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu à l&apos;identification comme un serveur bgammon.org.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Someone is already logged in to {0} as {1}. Choose another name, or log out there first.</source>
        <translation>Quelqu&apos;un est déjà connecté à {0} sous le nom {1}. Choisissez un autre nom, ou déconnectez-vous d&apos;abord là-bas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that guest name</source>
        <translation>ce nom d&apos;invité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} refused the login: {1}</source>
        <translation>{0} a refusé la connexion : {1}</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Not connected: {0} was not sent.</source>
        <extracomment>How often the lobby is asked for while logged in and not in a match (milliseconds). The account&apos;s settings the player changes here (the ``set`` command&apos;s names; the server&apos;s ``settings`` event names them with a capital): the ones bgammon.org documents for ``set``. Shown as the server has them, not changed here: AutoPlay changes what the server does in the player&apos;s games (it plays forced moves for them). The others (Flip, Traditional, Advanced, the Mute ones, Dim, Speed) are preferences of bgammon.org&apos;s own app that fibsgui does not follow, so they are not shown. The server&apos;s answers to a ``set`` it does not take (it says nothing when it takes one). ``follow``/``unfollow`` commands waiting for the server&apos;s answer (the oldest answered first).</extracomment>
        <translation>Non connecté : {0} n&apos;a pas été envoyé.</translation>
    </message>
</context>
<context>
    <name>BgammonGameController</name>
    <message>
        <location filename="../fibsgui/models/bgammon_game.py" line="+136"/>
        <source>The move was refused.</source>
        <extracomment>The games of bgammon.org by the names a :class:`GameSnapshot` and a match record give them.</extracomment>
        <translation>Le coup a été refusé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server refused the command ({0}).</source>
        <translation>Le serveur a refusé la commande ({0}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{0} joins the match</source>
        <translation>{0} rejoint le match</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} left the match</source>
        <translation>{0} a quitté le match</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vous gagnez le match {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gagne le match {1}-{2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new game starts</source>
        <translation>Une nouvelle partie commence</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You take; the cube shows {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accepte ; le videau est à {1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You roll {0} for the opening</source>
        <translation>Vous lancez {0} pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1} for the opening</source>
        <translation>{0} lance {1} pour l&apos;ouverture</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You choose {0}-{0}</source>
        <translation>Vous choisissez {0}-{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{1} chooses {0}-{0}</source>
        <translation>{1} choisit {0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}-{2}</source>
        <translation>Vous lancez {0}-{1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}-{3}</source>
        <translation>{0} lance {1}-{2}-{3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} lance {1}-{2}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} takes back the moves</source>
        <translation>{0} reprend ses coups</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+26"/>
        <source>{0} moves {1}</source>
        <translation>{0} joue {1}</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You take back {0}</source>
        <translation>Vous reprenez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes back {1}</source>
        <translation>{0} reprend {1}</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You resign</source>
        <translation>Vous abandonnez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns</source>
        <translation>{0} abandonne</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vous gagnez la partie : %n point</numerusform>
            <numerusform>Vous gagnez la partie : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gagne la partie : %n point</numerusform>
            <numerusform>{0} gagne la partie : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The server refused: {0}</source>
        <translation>Le serveur a refusé : {0}</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>The server sent a position the board cannot show; the moves are in the match log.</source>
        <translation>Le serveur a envoyé une position que le plateau ne peut pas afficher ; les coups sont dans le journal du match.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connexion a été perdue : reconnexion en cours, le match reprend dès son retour</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Watching {0} against {1}</source>
        <translation>Vous regardez {0} contre {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} left the match: waiting for them to come back</source>
        <translation>{0} a quitté le match : en attente de son retour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for an opponent to join the match</source>
        <translation>En attente d&apos;un adversaire pour le match</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>You roll again</source>
        <translation>Vous relancez</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="-345"/>
        <location line="+362"/>
        <source>You move {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>Acey-deucey: every checker starts off the board and enters; after a 1-2 the player chooses a double and rolls again</source>
        <translation>Acey-deucey : toutes les dames partent hors du plateau et y entrent ; après un 1-2, le joueur choisit un double et relance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tabula: three dice, both sides move the same way</source>
        <translation>Tabula : trois dés, les deux camps jouent dans le même sens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variant this client does not know: its moves are in the match log</source>
        <translation>Une variante que ce client ne connaît pas : ses coups sont dans le journal du match</translation>
    </message>
    <message>
        <location line="+332"/>
        <location line="+3"/>
        <source>bgammon.org has no resignation offers to answer.</source>
        <translation>bgammon.org n&apos;a pas d&apos;offres d&apos;abandon auxquelles répondre.</translation>
    </message>
</context>
<context>
    <name>BgammonLink</name>
    <message>
        <location filename="../fibsgui/models/bgammon.py" line="+146"/>
        <source>Highlight the legal moves</source>
        <translation>Mettre en évidence les coups autorisés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the pip counts</source>
        <translation>Afficher le compte des pips</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the moves made</source>
        <translation>Afficher les coups joués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server plays forced moves for you</source>
        <translation>Le serveur joue les coups forcés pour vous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept with your bgammon.org account (set highlight)</source>
        <translation>Conservé avec votre compte bgammon.org (set highlight)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set pips)</source>
        <translation>Conservé avec votre compte bgammon.org (set pips)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kept with your bgammon.org account (set moves)</source>
        <translation>Conservé avec votre compte bgammon.org (set moves)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changed in bgammon.org&apos;s own app; shown because it changes what the server does in your games</source>
        <translation>Se modifie dans l&apos;application de bgammon.org ; affiché parce qu&apos;il change ce que fait le serveur dans vos parties</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+226"/>
        <source>Please give a player&apos;s name.</source>
        <translation>Veuillez indiquer le nom d&apos;un joueur.</translation>
    </message>
    <message>
        <location line="-224"/>
        <source>A bgammon.org name has at most {0} characters: {1} has {2}.</source>
        <translation>Un nom bgammon.org compte au plus {0} caractères : {1} en compte {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;: {0} is not one.</source>
        <translation>Un nom bgammon.org ne contient que des lettres, des chiffres et « _ » : {0} n&apos;en est pas un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name is not only digits: {0} is not one.</source>
        <translation>Un nom bgammon.org ne contient pas que des chiffres : {0} n&apos;en est pas un.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A line from the server could not be read: {0}</source>
        <translation>Une ligne du serveur n&apos;a pas pu être lue : {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The move was refused.</source>
        <translation>Le coup a été refusé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused the command ({0}).</source>
        <translation>Le serveur a refusé la commande ({0}).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>bgammon.org has no {0}.</source>
        <translation>Cela n&apos;existe pas sur bgammon.org : {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has only chat within a match (say), no {0}.</source>
        <translation>bgammon.org n&apos;a que le chat au sein d&apos;un match (say), pas de {0}.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>bgammon.org has no invitations: create a match in the lobby, or join one.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations : créez un match dans le salon, ou rejoignez-en un.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot show another match&apos;s board without joining it.</source>
        <translation>bgammon.org ne peut pas montrer le plateau d&apos;un autre match sans que vous le rejoigniez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org has no player details; see a player&apos;s history instead.</source>
        <translation>bgammon.org n&apos;a pas de fiche de joueur ; consultez plutôt l&apos;historique du joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot silence a player.</source>
        <translation>bgammon.org ne peut pas bâillonner un joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot hide a player.</source>
        <translation>bgammon.org ne peut pas masquer un joueur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org cannot wait for a player; follow them to hear when they come.</source>
        <translation>bgammon.org ne peut pas attendre un joueur ; suivez-le pour savoir quand il arrive.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bgammon.org has no such action: {0}.</source>
        <translation>bgammon.org n&apos;a pas cette action : {0}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org keeps no saved matches: an unfinished match waits only while its players come back.</source>
        <translation>bgammon.org ne garde pas de matchs sauvegardés : un match inachevé n&apos;attend que le retour de ses joueurs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bgammon.org has no invitations: join {0}&apos;s match from the lobby.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations : rejoignez le match de {0} depuis le salon.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no invitations to withdraw.</source>
        <translation>bgammon.org n&apos;a pas d&apos;invitations à retirer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bgammon.org has no ready status: create a match in the lobby to play.</source>
        <translation>bgammon.org n&apos;a pas de statut « prêt » : créez un match dans le salon pour jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no away status.</source>
        <translation>bgammon.org n&apos;a pas de statut « absent ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server toggles such as {0}.</source>
        <translation>bgammon.org n&apos;a pas d&apos;options de serveur comme {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org has no server variables such as {0}.</source>
        <translation>bgammon.org n&apos;a pas de variables de serveur comme {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bgammon.org keeps its settings by itself: there is nothing to save.</source>
        <translation>bgammon.org conserve lui-même ses réglages : il n&apos;y a rien à enregistrer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bgammon.org&apos;s setting {0} is not changed here.</source>
        <translation>Le réglage {0} de bgammon.org ne se modifie pas ici.</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <location filename="../fibsgui/ui/board/scene.py" line="+616"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Score {0}/{1}</source>
        <translation>Score {0}/{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score {0}</source>
        <translation>Score {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pips {0}</source>
        <translation>Pips {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}-away</source>
        <translation>encore {0}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}-point match</source>
        <translation>Match en {0} points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partie Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>post-Crawford</source>
        <translation>post-Crawford</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Money game</source>
        <translation>Partie d&apos;argent</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} pt</source>
        <translation>{0} pt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Accept or reject the resignation</source>
        <translation>Accepter ou refuser l&apos;abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take (T), drop (P) or beaver?</source>
        <translation>Accepter (T), refuser (P) ou beaver ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take (T) or drop (P)?</source>
        <translation>Accepter (T) ou refuser (P) ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll (R) or double (D)</source>
        <translation>À vous : lancer (R) ou doubler (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: roll (R)</source>
        <translation>À vous : lancer (R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move {0}</source>
        <translation>Jouez {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vous gagnez le match {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match {1}–{2}</source>
        <translation>{0} gagne le match {1}–{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New match</source>
        <translation>Nouveau match</translation>
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
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="-25"/>
        <source>You win {0}</source>
        <translation>Vous gagnez {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins {1}</source>
        <translation>{0} gagne {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acey-deucey! Choose your double</source>
        <translation>Acey-deucey ! Choisissez votre double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}-{0}</source>
        <translation>{0}-{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drop</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You offer to resign {0} ({1})</source>
        <translation>Vous proposez d&apos;abandonner {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1} ({2})</source>
        <translation>{0} abandonne {1} ({2})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reject</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../fibsgui/ui/board/view.py" line="+262"/>
        <source>&amp;Roll</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the dice (R)</source>
        <translation>Lancer les dés (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Double</source>
        <translation>&amp;Doubler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Offer the cube (D)</source>
        <translation>Proposer le videau (D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the cube (T)</source>
        <translation>Accepter le videau (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dro&amp;p</source>
        <translation>Re&amp;fuser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Drop: give up the game at the current cube (P)</source>
        <translation>Refuser : abandonner la partie à la valeur actuelle du videau (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back the last move (Backspace)</source>
        <translation>Reprendre le dernier déplacement (Retour arrière)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Type a play</source>
        <translation>Saisir un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move:</source>
        <translation>Coup :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 24/18 13/11</source>
        <translation>ex. 24/18 13/11</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the whole play and press Enter: 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M or /)</source>
        <translation>Saisissez le coup entier et appuyez sur Entrée : 24/18 13/11, bar/22, 6/off(2), 8/5*/1 (M ou /)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Position ID and the Match ID (GNU Backgammon&apos;s)</source>
        <translation>Copier l&apos;ID de position et l&apos;ID de match (de GNU Backgammon)</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Position ID: {0}  Match ID: {1}</source>
        <translation>ID de position : {0}  ID de match : {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Copy the Position ID</source>
        <translation>Copier l&apos;ID de position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the Match ID</source>
        <translation>Copier l&apos;ID de match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy both</source>
        <translation>Copier les deux</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+96"/>
        <source>Type a play, for example 24/18 13/11</source>
        <translation>Saisissez un coup, par exemple 24/18 13/11</translation>
    </message>
    <message>
        <location line="-86"/>
        <location line="+88"/>
        <source>It is not your turn to move</source>
        <translation>Ce n&apos;est pas à vous de jouer</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>That is too long to be a play (at most {0} characters)</source>
        <translation>C&apos;est trop long pour un coup ({0} caractères au plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: where does the checker go? Write a move as 13/8</source>
        <translation>{0} : où va la dame ? Écrivez un déplacement comme 13/8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a checker moves toward its home board, to a lower number</source>
        <translation>{0} : une dame avance vers son jan intérieur, vers un numéro plus bas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a move is repeated with (2), (3) or (4)</source>
        <translation>{0} : un déplacement se répète avec (2), (3) ou (4)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many moves for one play</source>
        <translation>Trop de déplacements pour un seul coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not a move: write 24/18 13/11, bar/22, 6/off</source>
        <translation>{0} n&apos;est pas un déplacement : écrivez 24/18 13/11, bar/22, 6/off</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the bar</source>
        <translation>la barre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>the {0}-point</source>
        <translation>la flèche {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This play uses {0} but the dice left are {1}</source>
        <translation>Ce coup utilise {0} mais les dés restants sont {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This play uses {0} but the dice are {1}</source>
        <translation>Ce coup utilise {0} mais les dés sont {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: no checker left on {1}</source>
        <translation>{0} : plus aucune dame sur {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: no checker on {1}</source>
        <translation>{0} : aucune dame sur {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the checker on the bar must enter first</source>
        <translation>{0} : la dame sur la barre doit d&apos;abord entrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: the opponent holds {1}</source>
        <translation>{0} : l&apos;adversaire tient {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: checkers are borne off only when all are in the home board</source>
        <translation>{0} : on ne sort les dames que lorsqu&apos;elles sont toutes dans le jan intérieur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: a larger die bears off only from the highest point</source>
        <translation>{0} : un dé plus grand ne sort une dame que de la flèche la plus haute</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Type the whole play: the {0} is still to be played</source>
        <translation>Saisissez le coup entier : le {0} reste à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the whole play: {0} are still to be played</source>
        <translation>Saisissez le coup entier : {0} restent à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer play is possible: every die that can be played must be</source>
        <translation>Un coup plus long est possible : tout dé jouable doit être joué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one die can be played, and it must be the larger: the {0}</source>
        <translation>Un seul dé peut être joué, et ce doit être le plus grand : le {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The play is complete: confirm it, or undo to change it</source>
        <translation>Le coup est complet : confirmez-le, ou annulez pour le changer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This play is not legal with these dice</source>
        <translation>Ce coup n&apos;est pas permis avec ces dés</translation>
    </message>
    <message>
        <location line="-336"/>
        <source>&amp;Confirm</source>
        <translation>&amp;Confirmer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Send the play (Enter)</source>
        <translation>Envoyer le coup (Entrée)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or confirm</source>
        <translation>Lancer ou confirmer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accept resignation</source>
        <translation>Accepter l&apos;a&amp;bandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;ject resignation</source>
        <translation>Refuser l&apos;aba&amp;ndon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a single game</source>
        <translation>Abandonner une partie simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a gammon</source>
        <translation>Abandonner un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resign a backgammon</source>
        <translation>Abandonner un backgammon</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+197"/>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <location filename="../fibsgui/ui/chat.py" line="+170"/>
        <source>Shout</source>
        <translation>Crier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>— earlier lines above —</source>
        <translation>— lignes précédentes au-dessus —</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>shout</source>
        <translation>crier</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+4"/>
        <source>say</source>
        <translation>dire</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+2"/>
        <source>kibitz</source>
        <translation>commenter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>chuchoter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>tell</source>
        <translation>en privé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>message</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Game chat opens when you play or watch a match.</source>
        <translation>Le chat de la partie s&apos;ouvre quand vous jouez ou regardez un match.</translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location line="-210"/>
        <source>kibitz</source>
        <translation>commente</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>whisper</source>
        <translation>chuchote</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>message</source>
        <translation>message</translation>
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
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The settings can turn these questions back on</source>
        <translation>Les paramètres permettent de réactiver ces questions</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>you lead {0}–{1}</source>
        <translation>vous menez {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} leads {1}–{2}</source>
        <translation>{0} mène {1}–{2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tied at {0}–{1}</source>
        <translation>égalité {0}–{1}</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>the %n-point match against {0} ({1})</source>
        <translation>
            <numerusform>le match en %n point contre {0} ({1})</numerusform>
            <numerusform>le match en %n points contre {0} ({1})</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resign a single game?</source>
        <translation>Abandonner une partie simple ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>If {0} accepts, {0} wins {1}; you still lead {3}–{2}.</source>
        <translation>Si {0} accepte, {0} gagne {1} ; vous menez encore {3}–{2}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Resign a gammon?</source>
        <translation>Abandonner un gammon ?</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Resign a backgammon?</source>
        <translation>Abandonner un backgammon ?</translation>
    </message>
    <message numerus="yes">
        <location line="-20"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>If {0} accepts, {0} wins {1}.</source>
        <translation>Si {0} accepte, {0} gagne {1}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If {0} accepts, {0} wins {1} and the match, {2}–{3}.</source>
        <translation>Si {0} accepte, {0} gagne {1} et le match, {2}–{3}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If {0} accepts, {0} wins {1} and leads {2}–{3}.</source>
        <translation>Si {0} accepte, {0} gagne {1} et mène {2}–{3}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If {0} accepts, {0} wins {1}; the score is then {2}–{3}.</source>
        <translation>Si {0} accepte, {0} gagne {1} ; le score est alors de {2}–{3}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the money session against {0} (you {1}, {0} {2})</source>
        <translation>la session d&apos;argent contre {0} (vous {1}, {0} {2})</translation>
    </message>
</context>
<context>
    <name>CreateMatchDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+121"/>
        <source>Create a match</source>
        <translation>Créer un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points:</source>
        <translation>Points :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game:</source>
        <translation>Jeu :</translation>
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
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optional: a title others see in the lobby</source>
        <translation>Facultatif : un titre visible dans le salon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Private: only players with the password can join</source>
        <translation>Privé : réservé aux joueurs ayant le mot de passe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A match name cannot contain control characters.</source>
        <translation>Un nom de match ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Enter a password for the private match.</source>
        <translation>Indiquez un mot de passe pour le match privé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>FibsLink</name>
    <message>
        <location filename="../fibsgui/models/fibs.py" line="+203"/>
        <source>Message delivered to {0}.</source>
        <translation>Message remis à {0}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not logged in: the message is saved for them.</source>
        <translation>{0} n&apos;est pas connecté : le message lui est gardé.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>FIBS has no lobby: invite a player from the player list, or watch a game.</source>
        <translation>FIBS n&apos;a pas de salon : invitez un joueur depuis la liste des joueurs, ou regardez une partie.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>FIBS has no rematch: invite your opponent again.</source>
        <translation>FIBS n&apos;a pas de revanche : invitez à nouveau votre adversaire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FIBS has no follow list: with its notify setting on, it tells you who logs in and out.</source>
        <translation>FIBS n&apos;a pas de liste de suivi : avec son réglage « notify », il vous signale qui se connecte et se déconnecte.</translation>
    </message>
</context>
<context>
    <name>FoldersDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="+78"/>
        <source>Folders of settings and logs</source>
        <translation>Dossiers des paramètres et des journaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings and window layout:</source>
        <translation>Paramètres et disposition des fenêtres :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat history:</source>
        <translation>Historique du chat :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Logs, crash reports and session transcripts:</source>
        <translation>Journaux, rapports de plantage et transcriptions de session :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The folder {0} could not be opened here; its path can be selected and copied above.</source>
        <translation>Le dossier {0} n&apos;a pas pu être ouvert ici ; son chemin peut être sélectionné et copié ci-dessus.</translation>
    </message>
</context>
<context>
    <name>FollowDialog</name>
    <message>
        <location filename="../fibsgui/ui/following.py" line="+75"/>
        <source>Follow a player</source>
        <translation>Suivre un joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server tells you when this player comes online or goes:</source>
        <translation>Le serveur vous prévient quand ce joueur se connecte ou s&apos;en va :</translation>
    </message>
</context>
<context>
    <name>FollowingPanel</name>
    <message>
        <location line="+64"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Follow…</source>
        <translation>Suivre…</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Be told when a player comes online or goes</source>
        <translation>Être prévenu quand un joueur se connecte ou s&apos;en va</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfollow</source>
        <translation>Ne plus suivre</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The server tells you when they come online or go.</source>
        <translation>Le serveur vous prévient quand ils se connectent ou s&apos;en vont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow players by logging in with an account (guests cannot follow).</source>
        <translation>Connectez-vous avec un compte pour suivre des joueurs (les invités ne peuvent pas suivre).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in with an account to see the players you follow.</source>
        <translation>Connectez-vous avec un compte pour voir les joueurs que vous suivez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to hear whether they are online.</source>
        <translation>Connectez-vous pour savoir s&apos;ils sont en ligne.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>online</source>
        <translation>en ligne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>offline</source>
        <translation>hors ligne</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Log in with an account to follow players.</source>
        <translation>Connectez-vous avec un compte pour suivre des joueurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot follow yourself.</source>
        <translation>Vous ne pouvez pas vous suivre vous-même.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} already.</source>
        <translation>Vous suivez déjà {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You follow {0} players: unfollow one first.</source>
        <translation>Vous suivez {0} joueurs : cessez d&apos;abord d&apos;en suivre un.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The follow command could not be sent.</source>
        <translation>La commande de suivi n&apos;a pas pu être envoyée.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Unfollow {0}</source>
        <translation>Ne plus suivre {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Join or watch their match</source>
        <translation>Rejoindre ou regarder son match</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
</context>
<context>
    <name>GameEnd</name>
    <message>
        <location filename="../fibsgui/models/game.py" line="+329"/>
        <source>a single game</source>
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}: {1}</source>
        <translation>Vous gagnez {0} : {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}: {2}</source>
        <translation>{0} gagne {1} : {2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops: you win {1}</source>
        <translation>{0} refuse le double : vous gagnez {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop: {0} wins {1}</source>
        <translation>Vous refusez le double : {0} gagne {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops: {1} wins {2}</source>
        <translation>{0} refuse le double : {1} gagne {2}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} resigns {1}: you win {2}</source>
        <translation>{0} abandonne {1} : vous gagnez {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You resign {0}: {1} wins {2}</source>
        <translation>Vous abandonnez {0} : {1} gagne {2}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} resigns {1}: {2} wins {3}</source>
        <translation>{0} abandonne {1} : {2} gagne {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Vous gagnez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins {1}</source>
        <translation>{0} gagne {1}</translation>
    </message>
</context>
<context>
    <name>GamesPanel</name>
    <message>
        <location filename="../fibsgui/ui/games.py" line="+42"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message>
        <location filename="../fibsgui/models/games.py" line="+232"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintTable</name>
    <message>
        <location filename="../fibsgui/ui/hints.py" line="+62"/>
        <source>Cube action</source>
        <translation>Décision de videau</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+2"/>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W g</source>
        <translation>G g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>W bg</source>
        <translation>G bg</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lose</source>
        <translation>Perte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L g</source>
        <translation>P g</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L bg</source>
        <translation>P bg</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your chance to win (%), with the opponent to roll after the play</source>
        <translation>Votre chance de gagner (%), l&apos;adversaire lançant après le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a gammon or a backgammon (%)</source>
        <translation>Votre chance de gagner un gammon ou un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your chance to win a backgammon (%)</source>
        <translation>Votre chance de gagner un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win (%)</source>
        <translation>La chance de gagner de l&apos;adversaire (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>La chance de l&apos;adversaire de gagner un gammon ou un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s chance to win a backgammon (%)</source>
        <translation>La chance de l&apos;adversaire de gagner un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless equity: +1 is winning a single game at the current cube</source>
        <translation>Équité sans videau : +1 correspond au gain d&apos;une partie simple à la valeur actuelle du videau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much worse than the best</source>
        <translation>De combien c&apos;est moins bon que le meilleur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player&apos;s chance to win (%), with the opponent to roll after the play</source>
        <translation>La chance de gagner du joueur (%), l&apos;adversaire lançant après le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a gammon or a backgammon (%)</source>
        <translation>La chance du joueur de gagner un gammon ou un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player&apos;s chance to win a backgammon (%)</source>
        <translation>La chance du joueur de gagner un backgammon (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeful equity for the player (in match play, equivalent to money)</source>
        <translation>Équité avec videau pour le joueur (en match, en équivalent partie d&apos;argent)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for you, in units of the cube before the double</source>
        <translation>Équité avec videau pour vous, en unités du videau avant le double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your cubeless chance to win the game (%), before the roll</source>
        <translation>Votre chance de gagner la partie sans videau (%), avant le lancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cubeful equity for the player deciding, in units of the cube before the double</source>
        <translation>Équité avec videau pour le joueur qui décide, en unités du videau avant le double</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(no move)</source>
        <translation>(aucun coup)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Cubeless chances ({0}-ply)</source>
        <translation>Chances sans videau ({0}-ply)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cubeless chances</source>
        <translation>Chances sans videau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The player deciding wins {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Le joueur qui décide gagne à {0} % (un gammon à {1} %, un backgammon à {2} %) ; l&apos;adversaire gagne à {3} % (un gammon à {4} %, un backgammon à {5} %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0} % (a gammon {1} %, a backgammon {2} %); the opponent wins {3} % (a gammon {4} %, a backgammon {5} %)</source>
        <translation>Vous gagnez à {0} % (un gammon à {1} %, un backgammon à {2} %) ; l&apos;adversaire gagne à {3} % (un gammon à {4} %, un backgammon à {5} %)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>Take</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+9"/>
        <source>Drop</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+3"/>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No redouble</source>
        <translation>Pas de redoublement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double</source>
        <translation>Pas de double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, take</source>
        <translation>Redoublement, accepter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, take</source>
        <translation>Double, accepter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redouble, pass</source>
        <translation>Redoublement, refuser</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, pass</source>
        <translation>Double, refuser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take</source>
        <translation>accepter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass</source>
        <translation>refuser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Redouble, {0}</source>
        <translation>Redoublement, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Double, {0}</source>
        <translation>Double, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too good to redouble, {0}</source>
        <translation>Trop bon pour redoubler, {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too good to double, {0}</source>
        <translation>Trop bon pour doubler, {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No redouble, {0}</source>
        <translation>Pas de redoublement, {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No double, {0}</source>
        <translation>Pas de double, {0}</translation>
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
        <translation>Backgammon, matchs plus longs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, 1 point</source>
        <translation>Acey-deucey, 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acey-deucey, longer matches</source>
        <translation>Acey-deucey, matchs plus longs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, 1 point</source>
        <translation>Tabula, 1 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tabula, longer matches</source>
        <translation>Tabula, matchs plus longs</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Type the name of a player.</source>
        <translation>Tapez le nom d&apos;un joueur.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Asking the server for {0}&apos;s matches…</source>
        <translation>Demande des matchs de {0} au serveur…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No matches on this page.</source>
        <translation>Aucun match sur cette page.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Match history</source>
        <translation>Historique des matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous page</source>
        <translation>Page précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next page</source>
        <translation>Page suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Page {0} of {1}</source>
        <translation>Page {0} sur {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratings of {0}: {1}</source>
        <translation>Classements de {0} : {1}</translation>
    </message>
</context>
<context>
    <name>IdsDialog</name>
    <message>
        <location filename="../fibsgui/ui/ids.py" line="+99"/>
        <source>Practise from gnubg IDs</source>
        <extracomment>The most characters a field takes (an ID is 12 or 14; gnubg&apos;s two lines are about 50).</extracomment>
        <translation>S&apos;entraîner depuis des ID gnubg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paste GNU Backgammon&apos;s Position ID, and its Match ID for the score, cube and dice (without it: money play, the cube in the centre). You play the side on roll.</source>
        <translation>Collez l&apos;ID de position de GNU Backgammon, et son ID de match pour le score, le videau et les dés (sans lui : partie d&apos;argent, videau au centre). Vous jouez le camp qui a le trait.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Position ID:</source>
        <translation>ID de &amp;position :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Match ID (optional):</source>
        <translation>ID de &amp;match (facultatif) :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Position ID is needed.</source>
        <translation>Un ID de position est nécessaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Position ID: it has 14 letters and digits, like 4HPwATDgc/ABMA.</source>
        <translation>Ce n&apos;est pas un ID de position : il a 14 lettres et chiffres, comme 4HPwATDgc/ABMA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is not a Match ID: it has 12 letters and digits, like cAkAAAAAAAAA.</source>
        <translation>Ce n&apos;est pas un ID de match : il a 12 lettres et chiffres, comme cAkAAAAAAAAA.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Match ID is of a game already decided.</source>
        <translation>L&apos;ID de match est celui d&apos;une partie déjà décidée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In this position a side has borne off every checker: there is nothing to play.</source>
        <translation>Dans cette position, un camp a sorti toutes ses dames : il n&apos;y a rien à jouer.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+69"/>
        <source>Invite {0}</source>
        <translation>Inviter {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match to</source>
        <translation>Match en</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlimited match</source>
        <translation>Match illimité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the saved match</source>
        <translation>Reprendre le match sauvegardé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Invitation:</source>
        <translation>Invitation :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length:</source>
        <translation>Longueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite {0} to a match.</source>
        <translation>Inviter {0} à un match.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite</source>
        <translation>Inviter</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+59"/>
        <source>Join a match</source>
        <translation>Rejoindre un match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match ID or player:</source>
        <translation>ID du match ou joueur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only for a private match</source>
        <translation>Seulement pour un match privé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter a match ID or a player&apos;s name.</source>
        <translation>Indiquez l&apos;ID d&apos;un match ou le nom d&apos;un joueur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number; a name has only letters, digits and &apos;_&apos;.</source>
        <translation>L&apos;ID d&apos;un match est un nombre ; un nom ne contient que des lettres, des chiffres et « _ ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A match ID is a number from 1.</source>
        <translation>L&apos;ID d&apos;un match est un nombre à partir de 1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+252"/>
        <source>Date</source>
        <extracomment>The folder (in the records&apos; folder) deleted records wait in until the window closes. The largest file imported. How much of a match is analysed: none, a part (the record grew since, or the analysis was stopped), or all of it; in this order in the sorted column.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Analysed</source>
        <translation>Analysé</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>(cannot be read: {0})</source>
        <translation>(illisible : {0})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed in part: the match went on after the analysis, or it was stopped. Open the match to analyse the rest.</source>
        <translation>Analysé en partie : le match a continué après l&apos;analyse, ou elle a été arrêtée. Ouvrez le match pour analyser le reste.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>partly</source>
        <translation>en partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Won {0}</source>
        <translation>Gagné {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost {0}</source>
        <translation>Perdu {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Inachevé {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Regardé {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported {0}</source>
        <translation>Importé {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Won</source>
        <translation>Gagné</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished</source>
        <translation>Inachevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched</source>
        <translation>Regardé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Imported</source>
        <translation>Importé</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location line="+154"/>
        <source>Match library</source>
        <extracomment>A record to open on the board: its path. The list was read and shown (for scripts and tests).</extracomment>
        <translation>Bibliothèque des matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O&amp;pponent:</source>
        <translation>&amp;Adversaire :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Find:</source>
        <translation>Re&amp;chercher :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Names, dates, servers</source>
        <translation>Noms, dates, serveurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All opponents</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export .&amp;mat…</source>
        <translation>Exporter en .&amp;mat…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;SGF…</source>
        <translation>Exporter en S&amp;GF…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo delete</source>
        <translation>Ann&amp;uler la suppression</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unfinished {0}</source>
        <translation>Inachevé {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watched {0}</source>
        <translation>Regardé {0}</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The match records cannot be listed: {0}</source>
        <translation>Les enregistrements des matchs ne peuvent pas être listés : {0}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Reading the records…</source>
        <translation>Lecture des enregistrements…</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <location line="+2"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matchs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+69"/>
        <source>%n match(es) deleted; Undo brings them back until this window closes.</source>
        <translation>
            <numerusform>%n match supprimé ; « Annuler la suppression » le rétablit jusqu&apos;à la fermeture de cette fenêtre.</numerusform>
            <numerusform>%n matchs supprimés ; « Annuler la suppression » les rétablit jusqu&apos;à la fermeture de cette fenêtre.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) going on now cannot be deleted.</source>
        <translation>
            <numerusform>%n match en cours ne peut pas être supprimé.</numerusform>
            <numerusform>%n matchs en cours ne peuvent pas être supprimés.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Some records could not be moved to {0}: {1}</source>
        <translation>Certains enregistrements n&apos;ont pas pu être déplacés vers {0} : {1}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} could not be brought back: {1}</source>
        <translation>{0} n&apos;a pas pu être rétabli : {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n match(es) brought back.</source>
        <translation>
            <numerusform>%n match rétabli.</numerusform>
            <numerusform>%n matchs rétablis.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Export as .mat</source>
        <translation>Exporter en .mat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Export as SGF</source>
        <translation>Exporter en SGF</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GNU Backgammon match (*.mat)</source>
        <translation>Match GNU Backgammon (*.mat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GNU Backgammon SGF (*.sgf)</source>
        <translation>SGF GNU Backgammon (*.sgf)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The record cannot be read: {0}</source>
        <translation>L&apos;enregistrement ne peut pas être lu : {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} could not be written: {1}</source>
        <translation>{0} n&apos;a pas pu être écrit : {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exported to {0}.</source>
        <translation>Exporté vers {0}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is there already. Replace it with this match?</source>
        <translation>{0} existe déjà. Le remplacer par ce match ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Not exported: {0} is left as it was.</source>
        <translation>Non exporté : {0} reste tel quel.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Import matches</source>
        <translation>Importer des matchs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.txt);;All files (*)</source>
        <translation>Fichiers de match (*.mat *.sgf *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} ne peut pas être lu : {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} holds no match that can be read: {1}</source>
        <translation>{0} ne contient aucun match lisible : {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} could not be kept in the library.</source>
        <translation>{0} n&apos;a pas pu être conservé dans la bibliothèque.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: imported, with problems: {1}</source>
        <translation>{0} : importé, avec des problèmes : {1}</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) imported.</source>
        <translation>
            <numerusform>%n match importé.</numerusform>
            <numerusform>%n matchs importés.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LicenceDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-170"/>
        <source>Licence of {0}</source>
        <translation>Licence de {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} ne peut pas être lu : {1}</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="+87"/>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the list of matches again</source>
        <translation>Redemander la liste des matchs au serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create match…</source>
        <translation>Créer un match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join by ID or player…</source>
        <translation>Rejoindre par ID ou joueur…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match is waiting: create one, and others can join it.</source>
        <translation>Aucun match n&apos;attend : créez-en un, et les autres pourront le rejoindre.</translation>
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
        <translation>Points</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>Private: a password is needed to join</source>
        <translation>Privé : il faut un mot de passe pour le rejoindre</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Private</source>
        <translation>Privé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Public</source>
        <translation>Public</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Waiting for a player</source>
        <translation>En attente d&apos;un joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Full: you can watch it</source>
        <translation>Complet : vous pouvez le regarder</translation>
    </message>
</context>
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../fibsgui/ui/login.py" line="+69"/>
        <source>Enter a server, for example fibs.com:4321.</source>
        <extracomment>The servers to choose from: (kind, name shown, default host, default port).</extracomment>
        <translation>Indiquez un serveur, par exemple fibs.com:4321.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;{0}&apos; is not a server name.</source>
        <translation>« {0} » n&apos;est pas un nom de serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port in &apos;{0}&apos; must be a number from 1 to 65535.</source>
        <translation>Le port dans « {0} » doit être un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Repeat password:</source>
        <translation>Répéter le mot de passe :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E-mail address:</source>
        <translation>Adresse e-mail :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remember the password</source>
        <translation>Retenir le mot de passe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No password keyring is available on this system, so the password is asked for each time and never stored.</source>
        <translation>Aucun trousseau de mots de passe n&apos;est disponible sur ce système : le mot de passe est demandé à chaque fois et n&apos;est jamais enregistré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a new account</source>
        <translation>Créer un nouveau compte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server:</source>
        <translation>Serveur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address:</source>
        <translation>Adresse :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0}: a custom server</source>
        <translation>{0} : un serveur personnalisé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: a custom server ({1}:{2})</source>
        <translation>{0} : un serveur personnalisé ({1}:{2})</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Create account</source>
        <translation>Créer le compte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a bgammon.org account</source>
        <translation>Créer un compte bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to bgammon.org</source>
        <translation>Se connecter à bgammon.org</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: log in as a guest</source>
        <translation>Vide : se connecter en invité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Créer un compte FIBS</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Server: {0}</source>
        <translation>Serveur : {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Enter your FIBS name.</source>
        <translation>Indiquez votre nom FIBS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name has only letters, digits and &apos;_&apos;.</source>
        <translation>Un nom FIBS ne contient que des lettres, des chiffres et « _ ».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password.</source>
        <translation>Indiquez votre mot de passe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS password cannot contain spaces or &apos;:&apos;.</source>
        <translation>Un mot de passe FIBS ne peut contenir ni espace ni « : ».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose a password of at least 4 characters.</source>
        <translation>Choisissez un mot de passe d&apos;au moins 4 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+19"/>
        <source>The two passwords are not the same.</source>
        <translation>Les deux mots de passe ne sont pas identiques.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Choose a name for your bgammon.org account.</source>
        <translation>Choisissez un nom pour votre compte bgammon.org.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has only letters, digits and &apos;_&apos;, and not only digits.</source>
        <translation>Un nom bgammon.org ne contient que des lettres, des chiffres et « _ », et pas uniquement des chiffres.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bgammon.org name has at most {0} characters.</source>
        <translation>Un nom bgammon.org compte au plus {0} caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter your password, or leave the name empty to log in as a guest.</source>
        <translation>Indiquez votre mot de passe, ou laissez le nom vide pour vous connecter en invité.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>bgammon.org needs a valid e-mail address for a new account.</source>
        <translation>bgammon.org demande une adresse e-mail valide pour un nouveau compte.</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Cancelled: not connected.</source>
        <translation>Annulé : pas de connexion.</translation>
    </message>
</context>
<context>
    <name>LookDialog</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="+255"/>
        <source>Look: {0} against {1}</source>
        <translation>Coup d&apos;œil : {0} contre {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited match</source>
        <translation>match illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}–{4}</source>
        <translation>{0} contre {1} : {2}, {3}–{4}</translation>
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
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Server</source>
        <translation>&amp;Serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Folders of logs and settings…</source>
        <translation>&amp;Dossiers des journaux et des paramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About fibsgui</source>
        <translation>À &amp;propos de fibsgui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;theme</source>
        <translation>&amp;Thème du plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log in…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Create a FIBS account…</source>
        <translation>Cré&amp;er un compte FIBS…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ready to play</source>
        <translation>Prêt à jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show others that you accept invitations (toggle ready)</source>
        <translation>Montrer aux autres que vous acceptez les invitations (toggle ready)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Away</source>
        <translation>Absent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell others you are away; they see it when they talk to you</source>
        <translation>Indiquer aux autres que vous êtes absent ; ils le voient quand ils vous écrivent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline practice</source>
        <translation>Entraînement hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Online board</source>
        <translation>Plateau en ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the match</source>
        <translation>&amp;Quitter le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show saved matches</source>
        <translation>Afficher les matchs sauvegardés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every match recorded: open, export, import, delete</source>
        <translation>Tous les matchs enregistrés : ouvrir, exporter, importer, supprimer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rating history…</source>
        <translation>&amp;Historique du classement…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic wood and felt</source>
        <translation>Classique : bois et feutre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Home board on the &amp;left</source>
        <translation>Jan intérieur à &amp;gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../fibsgui/ui/servers.py" line="+218"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server console</source>
        <translation>Console du serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS to see who is online.</source>
        <translation>Connectez-vous à FIBS pour voir qui est en ligne.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to chat.</source>
        <translation>Connectez-vous à FIBS pour discuter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see the matches being played.</source>
        <translation>Connectez-vous à FIBS pour voir les matchs en cours.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log in to FIBS to see what the server says.</source>
        <translation>Connectez-vous à FIBS pour voir ce que dit le serveur.</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>Settings not saved: {0}</source>
        <translation>Paramètres non enregistrés : {0}</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Logging out of {0} to log in to {1}.</source>
        <translation>Déconnexion de {0} pour se connecter à {1}.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Logged in as {0}</source>
        <translation>Connecté en tant que {0}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Connection lost: {0}</source>
        <translation>Connexion perdue : {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You are offline: {0}</source>
        <translation>Vous êtes hors ligne : {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connected to {0}:{1}: waiting for the login prompt…</source>
        <translation>Connecté à {0}:{1} : en attente de l&apos;invite de connexion…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logging in to {0}:{1}…</source>
        <translation>Connexion à {0}:{1}…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection lost, attempt {0}: {1}</source>
        <translation>Connexion perdue, tentative {0} : {1}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Logged in as {0} at {1}:{2}</source>
        <translation>Connecté en tant que {0} sur {1}:{2}</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>Leave the match against {0}?</source>
        <translation>Quitter le match contre {0} ?</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>You are playing this match on the server: it can be analysed once it is over (fair play).</source>
        <translation>Vous jouez ce match sur le serveur : il pourra être analysé une fois terminé (fair-play).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are playing a match on the server: practise from here once it is over.</source>
        <translation>Vous jouez un match sur le serveur : entraînez-vous à partir d&apos;ici une fois qu&apos;il sera terminé.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Settings cannot be saved in {0} ({1}). Changes apply until fibsgui closes.</source>
        <translation>Les réglages ne peuvent pas être enregistrés dans {0} ({1}). Les changements valent jusqu&apos;à la fermeture de fibsgui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat history cannot be saved in {0} ({1}). Chat goes on; its lines are kept only while fibsgui runs.</source>
        <translation>L&apos;historique du chat ne peut pas être enregistré dans {0} ({1}). Le chat continue ; ses lignes ne sont gardées que tant que fibsgui tourne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Match records cannot be saved in {0} ({1}). Play goes on; the match is not kept in the match library.</source>
        <translation>Les enregistrements des matchs ne peuvent pas être sauvegardés dans {0} ({1}). Le jeu continue ; le match n&apos;est pas conservé dans la bibliothèque des matchs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your rating history cannot be saved in {0} ({1}). The server keeps your rating; the graph misses this point.</source>
        <translation>Votre historique de classement ne peut pas être enregistré dans {0} ({1}). Le serveur conserve votre classement ; ce point manque au graphique.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logs, crash reports and session transcripts cannot be written in {0} ({1}).</source>
        <translation>Les journaux, rapports de plantage et transcriptions de session ne peuvent pas être écrits dans {0} ({1}).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The settings file {0} cannot be read ({1}). fibsgui starts with its default settings and leaves the file as it is; changes are not saved this time.</source>
        <translation>Le fichier de réglages {0} ne peut pas être lu ({1}). fibsgui démarre avec ses réglages par défaut et laisse le fichier tel quel ; les changements ne sont pas enregistrés cette fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The settings file {0} is damaged ({1}). fibsgui starts with its default settings; your file is kept as {2}.</source>
        <translation>Le fichier de réglages {0} est endommagé ({1}). fibsgui démarre avec ses réglages par défaut ; votre fichier est gardé sous {2}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some settings in {0} have values fibsgui cannot use, so their defaults apply (the values stay in the file): {1}.</source>
        <translation>Certains réglages de {0} ont des valeurs que fibsgui ne peut pas utiliser ; leurs valeurs par défaut s&apos;appliquent (les valeurs restent dans le fichier) : {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A copy of the file is kept as {0}.</source>
        <translation>Une copie du fichier est gardée sous {0}.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>No match on the board is being recorded.</source>
        <translation>Aucun match sur le plateau n&apos;est en cours d&apos;enregistrement.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>You are playing a match against {0}. Quitting leaves it; the server saves it, and you can resume it later by inviting {0} again.</source>
        <translation>Vous jouez un match contre {0}. Quitter fibsgui vous fait quitter ce match ; le serveur le sauvegarde, et vous pourrez le reprendre plus tard en invitant {0} à nouveau.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are playing a match against {0}, and quitting leaves it.</source>
        <translation>Vous jouez un match contre {0}, et quitter fibsgui vous fait quitter ce match.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The practice match, {0}, cannot be saved ({1}) and ends here.</source>
        <translation>Le match d&apos;entraînement, {0}, ne peut pas être enregistré ({1}) et s&apos;arrête ici.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The practice match, {0}, is not kept and ends here.</source>
        <translation>Le match d&apos;entraînement, {0}, n&apos;est pas conservé et s&apos;arrête ici.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit fibsgui?</source>
        <translation>Quitter fibsgui ?</translation>
    </message>
    <message>
        <location line="-570"/>
        <location line="+104"/>
        <source>Connecting to {0}:{1}…</source>
        <translation>Connexion à {0}:{1}…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Connection lost: reconnecting in {0} s</source>
        <translation>Connexion perdue : nouvelle tentative dans {0} s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Connexion perdue : reconnexion…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Logging out…</source>
        <translation>Déconnexion…</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+22"/>
        <source>Offline</source>
        <translation>Hors ligne</translation>
    </message>
    <message>
        <location line="-386"/>
        <source>Re&amp;sign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Log ou&amp;t</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match li&amp;brary…</source>
        <translation>&amp;Bibliothèque des matchs…</translation>
    </message>
    <message>
        <location line="+318"/>
        <location line="+46"/>
        <source>Offline: {0}</source>
        <translation>Hors ligne : {0}</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You invited {0} to resume your saved match.</source>
        <translation>Vous avez invité {0} à reprendre votre match sauvegardé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You invited {0} to an unlimited match.</source>
        <translation>Vous avez invité {0} à un match illimité.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>Vous avez invité {0} à un match en %n point.</numerusform>
            <numerusform>Vous avez invité {0} à un match en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (rating {0:.2f}, experience {1})</source>
        <translation> (classement {0:.2f}, expérience {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}{1} wants to resume your saved match.</source>
        <translation>{0}{1} veut reprendre votre match sauvegardé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}{1} invites you to an unlimited match.</source>
        <translation>{0}{1} vous invite à un match illimité.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} vous invite à un match en %n point.</numerusform>
            <numerusform>{0}{1} vous invite à un match en %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>It is your turn against {0}.</source>
        <translation>C&apos;est votre tour contre {0}.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>{0} tells you</source>
        <translation>{0} vous écrit</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>I am away from the keyboard.</source>
        <translation>Je suis absent du clavier.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Leave the match</source>
        <translation>Quitter le match</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Leave the match against {0}? The server saves it, and you can resume it later by inviting them again.</source>
        <translation>Quitter le match contre {0} ? Le serveur le sauvegarde ; vous pourrez le reprendre plus tard en invitant {0} à nouveau.</translation>
    </message>
</context>
<context>
    <name>MatchHistory</name>
    <message>
        <location filename="../fibsgui/ui/history.py" line="+31"/>
        <source>Match &amp;history…</source>
        <translation>&amp;Historique des matchs…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player&apos;s matches on the server, and their replays</source>
        <translation>Les matchs d&apos;un joueur sur le serveur, et leurs rediffusions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open match file…</source>
        <translation>&amp;Ouvrir un fichier de match…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match in review: GNU Backgammon&apos;s .mat or SGF, a bgammon.org replay</source>
        <translation>Un match en relecture : .mat ou SGF de GNU Backgammon, une rediffusion de bgammon.org</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Asking the server for the replay…</source>
        <translation>Demande de la rediffusion au serveur…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The server takes you out of your match against {0} when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Le serveur vous fait quitter votre match contre {0} quand vous demandez un historique ou une rediffusion. Quitter le match et demander ?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server takes you out of your match when you ask for a history or a replay. Leave the match and ask?</source>
        <translation>Le serveur vous fait quitter votre match quand vous demandez un historique ou une rediffusion. Quitter le match et demander ?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the match?</source>
        <translation>Quitter le match ?</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The server has no replay of that game.</source>
        <translation>Le serveur n&apos;a pas de rediffusion de cette partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The replay is too large to show.</source>
        <translation>La rediffusion est trop grande pour être affichée.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a match file</source>
        <translation>Ouvrir un fichier de match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match files (*.mat *.sgf *.match *.jsonl *.txt);;GNU Backgammon&apos;s match text (*.mat *.txt);;GNU Backgammon&apos;s SGF (*.sgf);;bgammon.org replays (*.match);;fibsgui&apos;s records (*.jsonl);;All files (*)</source>
        <translation>Fichiers de match (*.mat *.sgf *.match *.jsonl *.txt);;Texte de match de GNU Backgammon (*.mat *.txt);;SGF de GNU Backgammon (*.sgf);;Rediffusions de bgammon.org (*.match);;Enregistrements de fibsgui (*.jsonl);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>it is larger than any match</source>
        <translation>le fichier est plus grand que n&apos;importe quel match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no match could be read from it</source>
        <translation>aucun match n&apos;a pu y être lu</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Open a replay</source>
        <translation>Ouvrir une rediffusion</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>it is larger than {0} MB, more than any replay</source>
        <translation>le fichier dépasse {0} Mo, plus que n&apos;importe quelle rediffusion</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+20"/>
        <source>it is not a file</source>
        <translation>ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+21"/>
        <source>{0} cannot be opened: {1}</source>
        <translation>{0} ne peut pas être ouvert : {1}</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>{0} holds no game of bgammon.org.</source>
        <translation>{0} ne contient aucune partie de bgammon.org.</translation>
    </message>
</context>
<context>
    <name>NoticeArea</name>
    <message>
        <location filename="../fibsgui/ui/notices.py" line="+54"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel invitation</source>
        <translation>Annuler l&apos;invitation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-479"/>
        <source>{0} plays at {1} strength from now on</source>
        <translation>{0} joue désormais au niveau « {1} »</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>casual</source>
        <translation>occasionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>intermédiaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>advanced</source>
        <translation>avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>world class</source>
        <translation>classe mondiale</translation>
    </message>
    <message>
        <location line="+175"/>
        <source>The engine failed: {0}</source>
        <translation>Le moteur a échoué : {0}</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>practice plays matches of up to 25 points</source>
        <translation>l&apos;entraînement joue des matchs jusqu&apos;à 25 points</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is decided there</source>
        <translation>la partie y est déjà décidée</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Money session resumed: you {0}, {1} {2}</source>
        <translation>Session d&apos;argent reprise : vous {0}, {1} {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, you lead {1}–{2}</source>
        <translation>Match repris : match en {0} points, vous menez {1}–{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {3} leads {2}–{1}</source>
        <translation>Match repris : match en {0} points, {3} mène {2}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match resumed: {0}-point match, {1}–{2}</source>
        <translation>Match repris : match en {0} points, {1}–{2}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The saved practice match {0} cannot be read ({1}). It is left as it is, and this match is not saved over it.</source>
        <translation>Le match d&apos;entraînement sauvegardé {0} ne peut pas être lu ({1}). Il est laissé tel quel, et ce match n&apos;est pas enregistré par-dessus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be set aside</source>
        <translation>il ne peut pas être mis de côté</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved practice match {0} was written by a newer version of fibsgui. It is kept as {1}, and a new match begins.</source>
        <translation>Le match d&apos;entraînement sauvegardé {0} a été écrit par une version plus récente de fibsgui. Il est gardé sous {1}, et un nouveau match commence.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved practice match {0} cannot be used ({1}). It is kept as {2}, and a new match begins.</source>
        <translation>Le match d&apos;entraînement sauvegardé {0} ne peut pas être utilisé ({1}). Il est gardé sous {2}, et un nouveau match commence.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The practice match cannot be saved in {0} ({1}). Play goes on, but the match will not come back after fibsgui closes.</source>
        <translation>Le match d&apos;entraînement ne peut pas être enregistré dans {0} ({1}). Le jeu continue, mais le match ne reviendra pas après la fermeture de fibsgui.</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Match over</source>
        <translation>Match terminé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll (R) to start the match</source>
        <translation>Lancez (R) pour commencer le match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is thinking…</source>
        <translation>{0} réfléchit…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>New {0}-point match against {1}</source>
        <translation>Nouveau match en {0} points contre {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New money session against {0}</source>
        <translation>Nouvelle session d&apos;argent contre {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score {0}–{1}</source>
        <translation>score {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crawford game</source>
        <translation>partie Crawford</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening roll {0}-{1}: both roll again</source>
        <translation>Lancer d&apos;ouverture {0}-{1} : chacun relance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening roll: you start with {0}-{1}</source>
        <translation>Lancer d&apos;ouverture : vous commencez avec {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {2} starts with {0}-{1}</source>
        <translation>Lancer d&apos;ouverture : {2} commence avec {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} rolls {0}-{1}</source>
        <translation>{2} lance {0}-{1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You play {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} plays {0}</source>
        <translation>{1} joue {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} cannot move</source>
        <translation>{0} ne peut pas jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} doubles to {0}</source>
        <translation>{1} double à {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take; the cube is at {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} takes; the cube is at {0}</source>
        <translation>{1} accepte ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop the double</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} drops the double</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You offer to resign {0}</source>
        <translation>Vous proposez d&apos;abandonner {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{1} offers to resign {0}</source>
        <translation>{1} propose d&apos;abandonner {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Vous acceptez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepte l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Vous refusez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} refuse l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube is at {0}</source>
        <translation>Vous faites un beaver : le videau est à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{1} beavers: the cube is at {0}</source>
        <translation>{1} fait un beaver : le videau est à {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You win the match {0}–{1}</source>
        <translation>Vous gagnez le match {0}–{1}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{2} wins the match {1}–{0}</source>
        <translation>{2} gagne le match {1}–{0}</translation>
    </message>
</context>
<context>
    <name>OnlineClient</name>
    <message>
        <location filename="../fibsgui/models/online.py" line="+48"/>
        <source>{0} refused the connection on port {1}: no server is running there now. Try again later, or check the server address.</source>
        <translation>{0} a refusé la connexion sur le port {1} : aucun serveur n&apos;y tourne pour l&apos;instant. Réessayez plus tard, ou vérifiez l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} did not answer on port {1}. Check your connection or try again later.</source>
        <translation>{0} n&apos;a pas répondu sur le port {1}. Vérifiez votre connexion ou réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} cannot be reached from this computer on port {1}. Check your network connection and the server address.</source>
        <translation>{0} est injoignable depuis cet ordinateur sur le port {1}. Vérifiez votre connexion réseau et l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} closed the connection on port {1} before the login was done. Try again later.</source>
        <translation>{0} a fermé la connexion sur le port {1} avant la fin de la connexion au compte. Réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to {0} on port {1} broke before the login was done. Try again later.</source>
        <translation>La connexion à {0} sur le port {1} a été coupée avant la fin de la connexion au compte. Réessayez plus tard.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The name {0} is already taken. Please choose another one.</source>
        <translation>Le nom {0} est déjà pris. Veuillez en choisir un autre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A FIBS name may only contain letters and &apos;_&apos;: {0} cannot be used.</source>
        <translation>Un nom FIBS ne peut contenir que des lettres et « _ » : {0} ne peut pas être utilisé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please give a password.</source>
        <translation>Veuillez indiquer un mot de passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The password must have at least 4 characters.</source>
        <translation>Le mot de passe doit comporter au moins 4 caractères.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain spaces.</source>
        <translation>Un mot de passe ne peut pas contenir d&apos;espaces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server read two different passwords. Please try again.</source>
        <translation>Le serveur a reçu deux mots de passe différents. Veuillez réessayer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server does not allow new accounts from your network.</source>
        <translation>Le serveur n&apos;autorise pas de nouveaux comptes depuis votre réseau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The server did not create the account: {0}</source>
        <translation>Le serveur n&apos;a pas créé le compte : {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot connect to {0} on port {1}. Check your network connection and the server address.</source>
        <translation>Impossible de se connecter à {0} sur le port {1}. Vérifiez votre connexion réseau et l&apos;adresse du serveur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The login to {0} did not work: {1}.</source>
        <translation>La connexion à {0} a échoué : {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The login to {0} did not work. Please try again.</source>
        <translation>La connexion à {0} a échoué. Veuillez réessayer.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The server refused the login as {0}: wrong name or password.</source>
        <translation>Le serveur a refusé la connexion en tant que {0} : nom ou mot de passe incorrect.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The server name {0} was not found. Check the server address and your network.</source>
        <translation>Le nom de serveur {0} est introuvable. Vérifiez l&apos;adresse du serveur et votre réseau.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0}:{1} accepted the connection but did not answer: no login prompt came. It may not be a FIBS server, or it may be overloaded.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu : aucune invite de connexion n&apos;est venue. Ce n&apos;est peut-être pas un serveur FIBS, ou il est surchargé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection but did not answer like a FIBS server: it sent something other than a login prompt.</source>
        <translation>{0}:{1} a accepté la connexion mais n&apos;a pas répondu comme un serveur FIBS : il a envoyé autre chose qu&apos;une invite de connexion.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}:{1} accepted the connection and the login, but did not answer the login.</source>
        <translation>{0}:{1} a accepté la connexion et l&apos;identifiant, mais n&apos;a pas répondu à la connexion.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The connection to the server was lost.</source>
        <translation>La connexion au serveur a été perdue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server was lost, and the attempts to connect again failed.</source>
        <translation>La connexion au serveur a été perdue et les tentatives de reconnexion ont échoué.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server keeps closing the connection right after the login. Is this account logged in somewhere else?</source>
        <translation>Le serveur ferme la connexion juste après chaque connexion au compte. Ce compte est-il connecté ailleurs ?</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Not connected: {0} was not sent.</source>
        <translation>Non connecté : {0} n&apos;a pas été envoyé.</translation>
    </message>
</context>
<context>
    <name>OnlineGame</name>
    <message>
        <location line="+280"/>
        <source>The connection was lost: reconnecting, the match goes on when it is back</source>
        <translation>La connexion a été perdue : reconnexion en cours, le match reprend dès son retour</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watching {0} against {1}</source>
        <translation>Vous regardez {0} contre {1}</translation>
    </message>
</context>
<context>
    <name>OnlineGameController</name>
    <message>
        <location line="+118"/>
        <source>You roll {0}-{1}</source>
        <translation>Vous lancez {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rolls {1}-{2}</source>
        <translation>{0} lance {1}-{2}</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+60"/>
        <source>You move {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} moves {1}</source>
        <translation>{0} joue {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forced move: {0}</source>
        <translation>Coup forcé : {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} ne peut pas jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You double</source>
        <translation>Vous doublez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You take</source>
        <translation>Vous acceptez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} takes</source>
        <translation>{0} accepte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take; the cube shows {0}</source>
        <translation>Vous acceptez ; le videau est à {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes; the cube shows {1}</source>
        <translation>{0} accepte ; le videau est à {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} left the match with {1}; it is saved</source>
        <translation>{0} a quitté le match contre {1} ; il est sauvegardé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>Vous proposez d&apos;abandonner (%n point)</numerusform>
            <numerusform>Vous proposez d&apos;abandonner (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} propose d&apos;abandonner (%n point)</numerusform>
            <numerusform>{0} propose d&apos;abandonner (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Vous acceptez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepte l&apos;abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You reject the resignation</source>
        <translation>Vous refusez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} refuse l&apos;abandon</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>Vous gagnez la partie : %n point</numerusform>
            <numerusform>Vous gagnez la partie : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} gagne la partie : %n point</numerusform>
            <numerusform>{0} gagne la partie : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win the match {0}-{1}</source>
        <translation>Vous gagnez le match {0}-{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the match {1}-{2}</source>
        <translation>{0} gagne le match {1}-{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game starts</source>
        <translation>Une nouvelle partie commence</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening roll: {0} {1}, {2} {3}</source>
        <translation>Lancer d&apos;ouverture : {0} {1}, {2} {3}</translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message>
        <location filename="../fibsgui/ui/online.py" line="-96"/>
        <source>Leave match</source>
        <translation>Quitter le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop playing; the server saves the match so you can resume it later</source>
        <translation>Arrêter de jouer ; le serveur sauvegarde le match pour que vous puissiez le reprendre plus tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop watching</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refresh board</source>
        <translation>Actualiser le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the server for the board again</source>
        <translation>Redemander le plateau au serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review…</source>
        <translation>Relecture…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match from its start in a window of its own, step by step, while it goes on here</source>
        <translation>Ce match depuis son début dans une fenêtre à part, pas à pas, pendant qu&apos;il continue ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match log</source>
        <translation>Journal du match</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No match: create one or join one in the lobby</source>
        <translation>Aucun match : créez-en un ou rejoignez-en un dans le salon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match: invite a player or watch a game</source>
        <translation>Aucun match : invitez un joueur ou regardez une partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unlimited match</source>
        <translation>match illimité</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1}, waiting for an opponent</source>
        <translation>{0} : {1}, en attente d&apos;un adversaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Watching {0} against {1}: {2}, {3}</source>
        <translation>Spectateur de {0} contre {1} : {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} contre {1} : {2}, {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (Crawford game)</source>
        <translation> (partie Crawford)</translation>
    </message>
</context>
<context>
    <name>PasswordDialog</name>
    <message>
        <location filename="../fibsgui/ui/lobby.py" line="-139"/>
        <source>Private match</source>
        <translation>Match privé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match {0}</source>
        <translation>match {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is private: enter its password.</source>
        <translation>{0} est privé : indiquez son mot de passe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password:</source>
        <translation>Mot de passe :</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the match&apos;s password.</source>
        <translation>Indiquez le mot de passe du match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A password cannot contain control characters.</source>
        <translation>Un mot de passe ne peut pas contenir de caractères de contrôle.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../fibsgui/ui/players.py" line="+91"/>
        <source>Filter players</source>
        <translation>Filtrer les joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ready only</source>
        <translation>Prêts seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide bots</source>
        <translation>Masquer les bots</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Invite…</source>
        <translation>Inviter…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell…</source>
        <translation>Écrire en privé…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who is this?</source>
        <translation>Qui est-ce ?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave a message…</source>
        <translation>Laisser un message…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gag (hide their chat)</source>
        <translation>Bâillonner (masquer ses messages)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blind (refuse their invitations)</source>
        <translation>Bloquer (refuser ses invitations)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when they log out or finish</source>
        <translation>Me prévenir à sa déconnexion ou en fin de partie</translation>
    </message>
</context>
<context>
    <name>PlayerTableModel</name>
    <message>
        <location filename="../fibsgui/models/players.py" line="+347"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>playing</source>
        <translation>joue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>watching</source>
        <translation>regarde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{name}
rating {rating:.2f}, experience {exp}
logged in {since}
from {host}</source>
        <translation>{name}
classement {rating:.2f}, expérience {exp}
connecté depuis {since}
depuis {host}</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>watching {0}</source>
        <translation>regarde {0}</translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+244"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money game</source>
        <translation>Partie d&apos;argent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match:</source>
        <translation>Match :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent strength:</source>
        <translation>Niveau adverse :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>New match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+15"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The engine&apos;s advice: the best plays for your roll, or the cube action before you roll or when you are doubled (H)</source>
        <translation>Le conseil du moteur : les meilleurs coups pour votre lancer, ou la décision de videau avant de lancer ou quand on vous double (H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Jacoby rule</source>
        <translation>Règle de Jacoby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: gammons and backgammons count only once the cube has been turned. Applies from the next match.</source>
        <translation>Partie d&apos;argent : les gammons et backgammons ne comptent qu&apos;une fois le videau tourné. S&apos;applique à partir du prochain match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Beavers</source>
        <translation>Beavers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money play: you may beaver the engine&apos;s double (take it and redouble at once, keeping the cube). The engine never beavers your doubles. Applies from the next match.</source>
        <translation>Partie d&apos;argent : vous pouvez répondre au double du moteur par un beaver (l&apos;accepter et redoubler aussitôt en gardant le videau). Le moteur ne répond jamais à vos doubles par un beaver. S&apos;applique à partir du prochain match.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The match length applies from the next match (New match)</source>
        <translation>La longueur du match s&apos;applique à partir du prochain match (Nouveau match)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponent&apos;s strength applies at once, in this match too</source>
        <translation>Le niveau de l&apos;adversaire s&apos;applique tout de suite, dans ce match aussi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a row to see it on the board; Enter or a double click makes it</source>
        <translation>Sélectionnez une ligne pour la voir sur le plateau ; Entrée ou un double-clic joue le coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>C&amp;onseil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New practice match</source>
        <translation>&amp;Nouveau match d&apos;entraînement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from gnubg &amp;IDs…</source>
        <translation>S&apos;entraîner depuis des &amp;ID gnubg…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Start a new match? You give up {0}, and it cannot be resumed.</source>
        <translation>Commencer un nouveau match ? Vous abandonnez {0}, sans reprise possible.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new match</source>
        <translation>Commencer un nouveau match</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Practice plays matches of up to {0} points.</source>
        <translation>L&apos;entraînement joue des matchs jusqu&apos;à {0} points.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>This position cannot be practised: {0}</source>
        <translation>Impossible de s&apos;entraîner sur cette position : {0}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Practise from this position? You give up {0}, and it cannot be resumed.</source>
        <translation>S&apos;entraîner à partir de cette position ? Vous abandonnez {0}, sans reprise possible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>S&apos;entraîner d&apos;ici</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Opponent: GNU Backgammon ({0})</source>
        <translation>Adversaire : GNU Backgammon ({0})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponent: the built-in bot ({0}); GNU Backgammon is not available</source>
        <translation>Adversaire : le bot intégré ({0}) ; GNU Backgammon n&apos;est pas disponible</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Not estimated by this engine</source>
        <translation>Non estimé par ce moteur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Best plays for {0}-{1}</source>
        <translation>Meilleurs coups pour {0}-{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0} does not estimate the chances marked —)</source>
        <translation>({0} n&apos;estime pas les chances marquées —)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Proper cube action: {0}</source>
        <translation>Bonne décision de videau : {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proper cube action: {0} ({1}-ply)</source>
        <translation>Bonne décision de videau : {0} ({1}-ply)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>No hint: {0}</source>
        <translation>Pas de conseil : {0}</translation>
    </message>
</context>
<context>
    <name>RatingGraph</name>
    <message>
        <location filename="../fibsgui/ui/library.py" line="+94"/>
        <source>No rating recorded yet for this account: a point is added at each login and after each match.</source>
        <translation>Aucun classement enregistré pour ce compte : un point est ajouté à chaque connexion et après chaque match.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Rating {0:.2f}</source>
        <translation>Classement {0:.2f}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>experience {0}</source>
        <translation>expérience {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>won against {0}</source>
        <translation>gagné contre {0}</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lost against {0}</source>
        <translation>perdu contre {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>change {0}</source>
        <translation>variation {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>login</source>
        <translation>connexion</translation>
    </message>
</context>
<context>
    <name>RatingWindow</name>
    <message>
        <location line="+43"/>
        <source>Rating history</source>
        <translation>Historique du classement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Account:</source>
        <translation>&amp;Compte :</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No account has a rating history yet.</source>
        <translation>Aucun compte n&apos;a encore d&apos;historique de classement.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Now {0:.2f} ({1} since {2}); %n match(es) recorded, {3} won.</source>
        <translation>
            <numerusform>Actuellement {0:.2f} ({1} depuis le {2}) ; %n match enregistré, victoires : {3}.</numerusform>
            <numerusform>Actuellement {0:.2f} ({1} depuis le {2}) ; %n matchs enregistrés, victoires : {3}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../fibsgui/ui/replay.py" line="+140"/>
        <source>Lines of this replay that could not be read or played: {0}</source>
        <extracomment>The longest a file name may be before it is shortened in a message. a file name was chosen with &quot;Open match file…&quot;: the owner opens it why the games are shown from their replay rather than as a match record (&quot;&quot; when they are)</extracomment>
        <translation>Lignes de cette rediffusion qui n&apos;ont pas pu être lues ou jouées : {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…et {0} autres</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Save as .match…</source>
        <translation>Enregistrer en .match…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Replay</source>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game without its players&apos; names</source>
        <translation>Une partie sans le nom de ses joueurs</translation>
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
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unlimited match</source>
        <translation>match illimité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay: {0} against {1}</source>
        <translation>Rediffusion : {0} contre {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}, {4}</source>
        <translation>{0} contre {1} : {2}, {3}, {4}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open match file…</source>
        <translation>Ouvrir un fichier de match…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Save the replay</source>
        <translation>Enregistrer la rediffusion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bgammon.org replays (*.match)</source>
        <translation>Rediffusions bgammon.org (*.match)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not saved: {0} is kept as it was.</source>
        <translation>Non enregistré : {0} reste tel quel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not saved: {0}</source>
        <translation>Non enregistré : {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save {0}: {1}</source>
        <translation>Impossible d&apos;enregistrer {0} : {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Saved as {0}</source>
        <translation>Enregistré sous {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} already exists. Replace it with this replay?</source>
        <translation>{0} existe déjà. Le remplacer par cette rediffusion ?</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/review.py" line="-29"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+237"/>
        <source>Game {0}: {1} {2} – {3} {4}</source>
        <translation>Partie {0} : {1} {2} – {3} {4}</translation>
    </message>
    <message>
        <location line="-235"/>
        <source>Crawford game</source>
        <translation>partie Crawford</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You {0}: cannot move</source>
        <translation>Vous {0} : ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You {0}: {1}</source>
        <translation>Vous {0} : {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+222"/>
        <source>{0} {1}: cannot move</source>
        <translation>{0} {1} : ne peut pas jouer</translation>
    </message>
    <message>
        <location line="-221"/>
        <location line="+222"/>
        <source>{0} {1}: {2}</source>
        <translation>{0} {1} : {2}</translation>
    </message>
    <message>
        <location line="-212"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} plays {1}</source>
        <translation>{0} joue {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} cannot move</source>
        <translation>{0} ne peut pas jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}</source>
        <translation>{0} double à {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} takes</source>
        <translation>{0} accepte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} beavers: the cube at {1}</source>
        <translation>{0} fait un beaver : le videau est à {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} offers to resign {1}</source>
        <translation>{0} propose d&apos;abandonner {1}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} accepts the resignation</source>
        <translation>{0} accepte l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} rejects the resignation</source>
        <translation>{0} refuse l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+31"/>
        <source>The game was left unfinished</source>
        <translation>La partie n&apos;a pas été terminée</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>{0} wins {1}</source>
        <translation>{0} gagne {1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You {0}</source>
        <translation>Vous {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play {0}</source>
        <translation>Vous jouez {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot move</source>
        <translation>Vous ne pouvez pas jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You double to {0}</source>
        <translation>Vous doublez à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You take</source>
        <translation>Vous acceptez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You beaver: the cube at {0}</source>
        <translation>Vous faites un beaver : le videau est à {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You offer to resign {0}</source>
        <translation>Vous proposez d&apos;abandonner {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You accept the resignation</source>
        <translation>Vous acceptez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reject the resignation</source>
        <translation>Vous refusez l&apos;abandon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win {0}</source>
        <translation>Vous gagnez {0}</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>a backgammon</source>
        <translation>un backgammon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a gammon</source>
        <translation>un gammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a single game</source>
        <translation>une partie simple</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game&apos;s board cannot be drawn: its actions are listed beside it.</source>
        <translation>Le plateau de cette partie ne peut pas être dessiné : ses actions sont listées à côté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From here the moves could not be played on the board: they are listed beside it.</source>
        <translation>À partir d&apos;ici, les coups n&apos;ont pas pu être joués sur le plateau : ils sont listés à côté.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game {0}</source>
        <translation>Partie {0}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{0} doubles to {1}: taken</source>
        <translation>{0} double à {1} : accepté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} doubles to {1}: dropped</source>
        <translation>{0} double à {1} : refusé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} ends the game (resigns or leaves)</source>
        <translation>{0} termine la partie (abandonne ou part)</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../fibsgui/ui/review.py" line="+272"/>
        <source>Parts of this match that could not be read or played: {0}</source>
        <extracomment>&quot;Practise from here&quot;: the frame (a :class:`fibsgui.records.Frame`) and the side the player takes asked whether a record may be analysed: &quot;&quot; if so, else why not in words (fair play: never the match the user is playing on a server)</extracomment>
        <translation>Passages de ce match qui n&apos;ont pas pu être lus ou joués : {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>…and {0} more</source>
        <translation>…et {0} autres</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>The analysis kept in {0} cannot be read ({1}); analysing again keeps that file aside.</source>
        <translation>L&apos;analyse conservée dans {0} ne peut pas être lue ({1}) ; une nouvelle analyse met ce fichier de côté.</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+1"/>
        <location line="+411"/>
        <location line="+52"/>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <location line="-460"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>No analysis of this action.</source>
        <translation>Aucune analyse de cette action.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>doubtful (?!)</source>
        <translation>douteux (?!)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>an error (?)</source>
        <translation>une erreur (?)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder (??)</source>
        <translation>une gaffe (??)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, the only play</source>
        <translation>{0} {1}-{2} : {3}, le seul coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} {1}-{2}: {3}, the best play of {4}</source>
        <translation>{0} {1}-{2} : {3}, le meilleur coup sur {4}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} {1}-{2}: {3}, ranked {4} of {5}, loses {6:.3f}</source>
        <translation>{0} {1}-{2} : {3}, classé {4} sur {5}, perd {6:.3f}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You do not double</source>
        <translation>Vous ne doublez pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You double</source>
        <translation>Vous doublez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You take</source>
        <translation>Vous acceptez</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You beaver</source>
        <translation>Vous faites un beaver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drop</source>
        <translation>Vous refusez le double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} does not double</source>
        <translation>{0} ne double pas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} doubles</source>
        <translation>{0} double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} takes</source>
        <translation>{0} accepte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>{0} beavers</source>
        <translation>{0} fait un beaver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} drops</source>
        <translation>{0} refuse le double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loses {0:.3f}</source>
        <translation>perd {0:.3f}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>very lucky</source>
        <translation>très chanceux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>lucky</source>
        <translation>chanceux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlucky</source>
        <translation>malchanceux</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>very unlucky</source>
        <translation>très malchanceux</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Luck of your roll: {0} ({1})</source>
        <translation>Chance de votre lancer : {0} ({1})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of your roll: {0}</source>
        <translation>Chance de votre lancer : {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Luck of {0}&apos;s roll: {1} ({2})</source>
        <translation>Chance du lancer de {0} : {1} ({2})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luck of {0}&apos;s roll: {1}</source>
        <translation>Chance du lancer de {0} : {1}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The play made: its chances are not kept</source>
        <translation>Le coup joué : ses chances ne sont pas conservées</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Proper cube action: {0}</source>
        <translation>Bonne décision de videau : {0}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Only a match of backgammon kept as a record can be analysed.</source>
        <translation>Seul un match de backgammon conservé comme enregistrement peut être analysé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GNU Backgammon&apos;s engine is not installed: the analysis needs it.</source>
        <translation>Le moteur de GNU Backgammon n&apos;est pas installé : l&apos;analyse en a besoin.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Analyse every game of the match with GNU Backgammon&apos;s engine</source>
        <translation>Analyser chaque partie du match avec le moteur de GNU Backgammon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse the game shown with GNU Backgammon&apos;s engine</source>
        <translation>Analyser la partie affichée avec le moteur de GNU Backgammon</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The analysis cannot be kept in {0} ({1}): it is shown until this window closes.</source>
        <translation>L&apos;analyse ne peut pas être conservée dans {0} ({1}) : elle est affichée jusqu&apos;à la fermeture de cette fenêtre.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Stopping the analysis…</source>
        <translation>Arrêt de l&apos;analyse…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Analysing game {0} at {1}-ply…</source>
        <translation>Analyse de la partie {0} à {1}-ply…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analysing the match at {0}-ply…</source>
        <translation>Analyse du match à {0}-ply…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The analysis failed: {0}</source>
        <translation>L&apos;analyse a échoué : {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not analysed yet.</source>
        <translation>Pas encore analysé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Analysed at {0}-ply (cube decisions at {1}-ply).</source>
        <translation>Analysé à {0}-ply (décisions de videau à {1}-ply).</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>stopped before the end of %n game(s): {0}</source>
        <translation>
            <numerusform>arrêtée avant la fin de %n partie : {0}</numerusform>
            <numerusform>arrêtée avant la fin de %n parties : {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>moves were added since in %n game(s): {0}</source>
        <translation>
            <numerusform>des coups ont été ajoutés depuis dans %n partie : {0}</numerusform>
            <numerusform>des coups ont été ajoutés depuis dans %n parties : {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n game(s) not analysed: {0}</source>
        <translation>
            <numerusform>%n partie non analysée : {0}</numerusform>
            <numerusform>%n parties non analysées : {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partial analysis: {0}. Analyse again to complete it.</source>
        <translation>Analyse partielle : {0}. Analysez de nouveau pour la compléter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Analyse match</source>
        <translation>Analyser le match</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Analyse this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look-ahead:</source>
        <translation>Profondeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0-ply (fast)</source>
        <translation>0-ply (rapide)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1-ply</source>
        <translation>1-ply</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2-ply (slow)</source>
        <translation>2-ply (lent)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How far GNU Backgammon looks ahead for each play: deeper is stronger and slower (cube decisions at least 1-ply)</source>
        <translation>Jusqu&apos;où GNU Backgammon regarde en avant pour chaque coup : plus profond est plus fort et plus lent (décisions de videau au moins à 1-ply)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the analysis: what is done is kept</source>
        <translation>Arrêter l&apos;analyse : ce qui est fait est conservé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your chance to win the game (above 50 %: you are ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Vos chances de gagner la partie (plus de 50&#xa0;%&#xa0;: vous menez). Points&#xa0;: ?!&#xa0;douteux, ?&#xa0;erreur, ??&#xa0;gaffe&#xa0;; triangles&#xa0;: chance. Un clic y mène.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}&apos;s chance to win the game (above 50 %: {0} ahead). Dots: ?! doubtful, ? error, ?? blunder; triangles: luck. Click to go there.</source>
        <translation>Chances de gain de {0} (plus de 50&#xa0;%&#xa0;: {0} mène). Points&#xa0;: ?!&#xa0;douteux, ?&#xa0;erreur, ??&#xa0;gaffe&#xa0;; triangles&#xa0;: chance. Un clic y mène.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a moment to show it</source>
        <translation>Cliquez sur un moment pour l&apos;afficher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marks: ?! doubtful · ? error · ?? blunder · + lucky · ++ very lucky · − unlucky · −− very unlucky</source>
        <translation>Marques&#xa0;: ?!&#xa0;douteux · ?&#xa0;erreur · ??&#xa0;gaffe · +&#xa0;chanceux · ++&#xa0;très&#xa0;chanceux · −&#xa0;malchanceux · −−&#xa0;très&#xa0;malchanceux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select a play to see it on the board</source>
        <translation>Sélectionnez un coup pour le voir sur le plateau</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} {1} – {2} {3}</source>
        <translation>{0} {1} – {2} {3}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (match to {1})</source>
        <translation>{0} (match en {1})</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the Crawford game (no cube)</source>
        <translation>la partie Crawford (pas de videau)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>centred</source>
        <translation>au centre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cube {0} ({1})</source>
        <translation>videau {0} ({1})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>dice {0}</source>
        <translation>dés {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pips {0}–{1}</source>
        <translation>pips {0}–{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game</source>
        <translation>Vous gagnez la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the game</source>
        <translation>{0} gagne la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moment {0} of {1}</source>
        <translation>moment {0} sur {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The start of the match (Home)</source>
        <translation>Le début du match (Début)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the game, or of the game before (Up)</source>
        <translation>Le début de la partie, ou de la partie précédente (Haut)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The action before (Left)</source>
        <translation>L&apos;action précédente (Gauche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next action (Right)</source>
        <translation>L&apos;action suivante (Droite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next game (Down)</source>
        <translation>La partie suivante (Bas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end (End)</source>
        <translation>La fin (Fin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to live</source>
        <translation>Retour au direct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match goes on: show its latest moment</source>
        <translation>Le match continue : afficher son dernier moment</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise from here</source>
        <translation>S&apos;entraîner d&apos;ici</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An offline game against the engine from this position, score and cube</source>
        <translation>Une partie hors ligne contre le moteur à partir de cette position, ce score et ce videau</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n point match</source>
        <translation>
            <numerusform>match en %n point</numerusform>
            <numerusform>match en %n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>money play</source>
        <translation>partie d&apos;argent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>offline practice</source>
        <translation>entraînement hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} against {1}: {2}, {3}</source>
        <translation>{0} contre {1} : {2}, {3}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review: {0} against {1}</source>
        <translation>Relecture : {0} contre {1}</translation>
    </message>
</context>
<context>
    <name>ServerConsole</name>
    <message>
        <location filename="../fibsgui/ui/console.py" line="+74"/>
        <source>Type a FIBS command, e.g. &apos;show games&apos; or &apos;help&apos;</source>
        <translation>Tapez une commande FIBS, par ex. « show games » ou « help »</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>A line of %n byte(s) from the server was too long and was dropped.</source>
        <translation>
            <numerusform>Une ligne de %n octet venue du serveur était trop longue et a été ignorée.</numerusform>
            <numerusform>Une ligne de %n octets venue du serveur était trop longue et a été ignorée.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServerLink</name>
    <message>
        <location filename="../fibsgui/models/server.py" line="+231"/>
        <source>This server has no setting {0}.</source>
        <extracomment>Invitation lengths that are not a number of points (see :meth:`ServerLink.player_action`). What a server may offer; :attr:`ServerLink.features` names those it has. What this server offers (names from :data:`FEATURES`); the window offers nothing else.</extracomment>
        <translation>Ce serveur n&apos;a pas de réglage {0}.</translation>
    </message>
</context>
<context>
    <name>ServerSwitch</name>
    <message>
        <location filename="../fibsgui/ui/servers.py" line="-6"/>
        <source>{0} has no player list: find opponents in the lobby.</source>
        <extracomment>A server&apos;s client, link and controller were made (a Server): the match records follow it.</extracomment>
        <translation>{0} n&apos;a pas de liste de joueurs : trouvez des adversaires dans le salon.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} has no player list.</source>
        <translation>{0} n&apos;a pas de liste de joueurs.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lobby</source>
        <translation>Salon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Following</source>
        <translation>Joueurs suivis</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../fibsgui/ui/settings.py" line="+55"/>
        <source>Send the board after every move</source>
        <translation>Envoyer le plateau après chaque coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let the server make forced moves for you</source>
        <translation>Laisser le serveur jouer les coups forcés</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Ready to play: others may invite you</source>
        <translation>Prêt à jouer : les autres peuvent vous inviter</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Allow the server&apos;s pip command in your matches (it works only when both players allow it)</source>
        <translation>Autoriser la commande pip du serveur dans vos matchs (elle ne marche que si les deux joueurs l&apos;autorisent)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agree that a doublet rolled at the start of a game doubles the cube (unlimited matches)</source>
        <translation>Accepter qu&apos;un double tiré au début d&apos;une partie double le videau (matchs illimités)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ring the bell when someone talks to you or invites you</source>
        <translation>Faire sonner la cloche quand quelqu&apos;un vous parle ou vous invite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Insist on the Crawford rule (a match is played without it only when both players untick this)</source>
        <translation>Exiger la règle de Crawford (un match ne se joue sans elle que si les deux joueurs décochent ceci)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask whether you want to double before each roll (otherwise the server rolls for you)</source>
        <translation>Demander avant chaque lancer si vous voulez doubler (sinon le serveur lance pour vous)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the server bear off as many checkers as your roll allows</source>
        <translation>Laisser le serveur sortir autant de dames que votre lancer le permet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the board after each roll as well</source>
        <translation>Envoyer aussi le plateau après chaque lancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send the list of a game&apos;s moves when it ends</source>
        <translation>Envoyer la liste des coups d&apos;une partie à sa fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tell me when players log in</source>
        <translation>Me prévenir quand des joueurs se connectent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show how the rating changes are calculated after a match</source>
        <translation>Montrer après un match comment le changement de classement est calculé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tell me when other players&apos; matches start and end</source>
        <translation>Me prévenir quand les matchs des autres joueurs commencent et finissent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not hear what other players shout (and do not shout yourself)</source>
        <translation>Ne pas entendre ce que crient les autres joueurs (et ne pas crier soi-même)</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic wood and felt</source>
        <translation>Classique : bois et feutre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right</source>
        <translation>À droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left</source>
        <translation>À gauche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Make forced plays automatically</source>
        <translation>Jouer automatiquement les coups forcés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm each play before it is sent</source>
        <translation>Confirmer chaque coup avant son envoi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask before resigning, giving up a match for a new one, or quitting during a match</source>
        <translation>Demander avant d&apos;abandonner, de laisser un match pour un nouveau, ou de quitter pendant un match</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invitations</source>
        <translation>Invitations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat addressed to you</source>
        <translation>Messages qui vous sont adressés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of invitations when the window is in the background</source>
        <translation>Me signaler les invitations quand la fenêtre est en arrière-plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notify me of tells when the window is in the background</source>
        <translation>Me signaler les messages privés quand la fenêtre est en arrière-plan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board theme:</source>
        <translation>Thème du plateau :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home board:</source>
        <translation>Jan intérieur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving checkers:</source>
        <translation>Déplacement des dames :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once (no animation)</source>
        <translation>Immédiat (sans animation)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sounds:</source>
        <translation>Sons :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Notifications:</source>
        <translation>Notifications :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+354"/>
        <source>Log in to see and change the server&apos;s settings.</source>
        <translation>Connectez-vous pour voir et modifier les paramètres du serveur.</translation>
    </message>
    <message>
        <location line="-350"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unlimited</source>
        <translation>illimité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Redoubles in unlimited matches:</source>
        <translation>Redoublements dans les matchs illimités :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort the who list by:</source>
        <translation>Trier la liste who par :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time zone:</source>
        <translation>Fuseau horaire :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep these settings on the server</source>
        <translation>Conserver ces paramètres sur le serveur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sends &apos;save&apos;: the server remembers your toggles for next time</source>
        <translation>Envoie « save » : le serveur retient vos options pour la prochaine fois</translation>
    </message>
    <message>
        <location line="+267"/>
        <source>The server kept its value of {0}: {1}</source>
        <translation>Le serveur a gardé sa valeur de {0} : {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+93"/>
        <source>The server kept its value of {0}.</source>
        <translation>Le serveur a gardé sa valeur de {0}.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>The server has sent no settings: a guest has none, an account&apos;s come with the login.</source>
        <translation>Le serveur n&apos;a envoyé aucun paramètre : un invité n&apos;en a pas, ceux d&apos;un compte arrivent avec la connexion.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server keeps these settings with your account. Those shown greyed are changed elsewhere.</source>
        <translation>Le serveur conserve ces paramètres avec votre compte. Ceux affichés en grisé se modifient ailleurs.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../fibsgui/ui/help.py" line="-219"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>On the board</source>
        <translation>Sur le plateau</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../fibsgui/ui/welcome.py" line="+88"/>
        <location line="+1"/>
        <source>Welcome to fibsgui</source>
        <translation>Bienvenue dans fibsgui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play backgammon with people from all over the world on FIBS, the First Internet Backgammon Server, or practise on your own against GNU Backgammon.</source>
        <translation>Jouez au backgammon avec des joueurs du monde entier sur FIBS, le First Internet Backgammon Server, ou entraînez-vous seul contre GNU Backgammon.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Practise offline</source>
        <translation>S&apos;entraîner hors ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match against GNU Backgammon on this computer, with hints. No account needed.</source>
        <translation>Un match contre GNU Backgammon sur cet ordinateur, avec des conseils. Aucun compte nécessaire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Log in to FIBS</source>
        <translation>Se connecter à FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play people online with the FIBS account you already have.</source>
        <translation>Jouez en ligne contre d&apos;autres joueurs avec votre compte FIBS existant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Create a FIBS account</source>
        <translation>Créer un compte FIBS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New to FIBS? Choose a name and a password; it takes a minute and costs nothing.</source>
        <translation>Nouveau sur FIBS ? Choisissez un nom et un mot de passe : c&apos;est gratuit et prend une minute.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can log in to FIBS later at any time; this welcome is shown only once.</source>
        <translation>Vous pourrez vous connecter à FIBS plus tard à tout moment ; cet accueil ne s&apos;affiche qu&apos;une fois.</translation>
    </message>
</context>
<context>
    <name>WhoisDialog</name>
    <message>
        <location filename="../fibsgui/ui/whois.py" line="+32"/>
        <source>About {0}</source>
        <translation>À propos de {0}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../fibsgui/app.py" line="+125"/>
        <source>fibsgui cannot start</source>
        <translation>fibsgui ne peut pas démarrer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fibsgui cannot start: {0}</source>
        <translation>fibsgui ne peut pas démarrer : {0}</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>fibsgui is already running</source>
        <translation>fibsgui est déjà ouvert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui is already running with the data folder {0} (process {1}), and its window could not be brought forward: {2}.</source>
        <translation>fibsgui est déjà ouvert avec le dossier de données {0} (processus {1}), et sa fenêtre n’a pas pu être mise au premier plan : {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fibsgui is already running with the data folder {0}, and its window could not be brought forward: {1}.</source>
        <translation>fibsgui est déjà ouvert avec le dossier de données {0}, et sa fenêtre n’a pas pu être mise au premier plan : {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only one copy of fibsgui can use a data folder at a time, so that both do not play and record the same match. Switch to the window of the copy that runs, or close it and start fibsgui again.</source>
        <translation>Une seule copie de fibsgui peut utiliser un dossier de données à la fois, afin que deux copies ne jouent et n’enregistrent pas le même match. Passez à la fenêtre de la copie ouverte, ou fermez-la et relancez fibsgui.</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>Something went wrong: {0}

A report was written to:
{1}

fibsgui goes on running.</source>
        <translation>Un problème est survenu : {0}

Un rapport a été écrit dans :
{1}

fibsgui continue de fonctionner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Something went wrong: {0}

No report could be written ({1}).

fibsgui goes on running.</source>
        <translation>Un problème est survenu : {0}

Aucun rapport n&apos;a pu être écrit ({1}).

fibsgui continue de fonctionner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fibsgui: unexpected error</source>
        <translation>fibsgui : erreur inattendue</translation>
    </message>
</context>
<context>
    <name>instance</name>
    <message>
        <location filename="../fibsgui/instance.py" line="+166"/>
        <location line="+2"/>
        <source>it did not answer</source>
        <translation>il n’a pas répondu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it does not listen for other starts</source>
        <translation>il n’écoute pas les autres lancements</translation>
    </message>
</context>
</TS>

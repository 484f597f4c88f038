extension CoreVerbs {
    /// About a hundred German verbs core vocabularies use, written for TalkGrid (``VerbTable``'s
    /// line format): the present, the Präteritum from its first form (`pret=`), the Partizip II.
    static let german = """
        sein; p=bin,bist,ist,sind,seid,sind; pret=war; pp=gewesen
        haben; p=habe,hast,hat,haben,habt,haben; pret=hatte; pp=gehabt
        werden; p=werde,wirst,wird,werden,werdet,werden; pret=wurde; pp=geworden
        können; p=kann,kannst,kann,können,könnt,können; pret=konnte; pp=gekonnt
        müssen; p=muss,musst,muss,müssen,müsst,müssen; pret=musste; pp=gemusst
        wollen; p=will,willst,will,wollen,wollt,wollen; pret=wollte; pp=gewollt
        sollen; p=soll,sollst,soll,sollen,sollt,sollen; pret=sollte; pp=gesollt
        dürfen; p=darf,darfst,darf,dürfen,dürft,dürfen; pret=durfte; pp=gedurft
        mögen; p=mag,magst,mag,mögen,mögt,mögen; pret=mochte; pp=gemocht
        wissen; p=weiß,weißt,weiß,wissen,wisst,wissen; pret=wusste; pp=gewusst
        tun; p=tue,tust,tut,tun,tut,tun; pret=tat; pp=getan
        gehen; pret=ging; pp=gegangen
        kommen; pret=kam; pp=gekommen
        sehen; p23=siehst,sieht; pret=sah; pp=gesehen
        geben; p23=gibst,gibt; pret=gab; pp=gegeben
        nehmen; p=nehme,nimmst,nimmt,nehmen,nehmt,nehmen; pret=nahm; pp=genommen
        essen; p23=isst,isst; pret=aß; pp=gegessen
        trinken; pret=trank; pp=getrunken
        schlafen; p23=schläfst,schläft; pret=schlief; pp=geschlafen
        lesen; p23=liest,liest; pret=las; pp=gelesen
        schreiben; pret=schrieb; pp=geschrieben
        sprechen; p23=sprichst,spricht; pret=sprach; pp=gesprochen
        helfen; p23=hilfst,hilft; pret=half; pp=geholfen
        laufen; p23=läufst,läuft; pret=lief; pp=gelaufen
        fahren; p23=fährst,fährt; pret=fuhr; pp=gefahren
        fallen; p23=fällst,fällt; pret=fiel; pp=gefallen
        finden; pret=fand; pp=gefunden
        bringen; pret=brachte; pp=gebracht
        denken; pret=dachte; pp=gedacht
        kennen; pret=kannte; pp=gekannt
        rennen; pret=rannte; pp=gerannt
        stehen; pret=stand; pp=gestanden
        sitzen; pret=saß; pp=gesessen
        liegen; pret=lag; pp=gelegen
        bleiben; pret=blieb; pp=geblieben
        heißen; pret=hieß; pp=geheißen
        tragen; p23=trägst,trägt; pret=trug; pp=getragen
        waschen; p23=wäschst,wäscht; pret=wusch; pp=gewaschen
        halten; p23=hältst,hält; pret=hielt; pp=gehalten
        lassen; p23=lässt,lässt; pret=ließ; pp=gelassen
        fangen; p23=fängst,fängt; pret=fing; pp=gefangen
        singen; pret=sang; pp=gesungen
        springen; pret=sprang; pp=gesprungen
        schwimmen; pret=schwamm; pp=geschwommen
        werfen; p23=wirfst,wirft; pret=warf; pp=geworfen
        treffen; p23=triffst,trifft; pret=traf; pp=getroffen
        vergessen; p23=vergisst,vergisst; pret=vergaß; pp=vergessen
        beginnen; pret=begann; pp=begonnen
        verlieren; pret=verlor; pp=verloren
        gewinnen; pret=gewann; pp=gewonnen
        rufen; pret=rief; pp=gerufen
        schließen; pret=schloss; pp=geschlossen
        ziehen; pret=zog; pp=gezogen
        fliegen; pret=flog; pp=geflogen
        riechen; pret=roch; pp=gerochen
        schneiden; pret=schnitt; pp=geschnitten
        streiten; pret=stritt; pp=gestritten
        backen; pret=backte; pp=gebacken
        spielen
        machen
        sagen
        weinen
        lachen
        hören
        kaufen
        brauchen
        lieben
        malen
        bauen
        arbeiten
        warten
        antworten
        fragen
        zeigen
        suchen
        holen
        legen
        stellen
        putzen
        kochen
        tanzen
        baden
        wohnen
        lernen
        zählen
        fühlen
        glauben
        leben
        öffnen
        schmecken
        kuscheln
        wandern
        besuchen
        bezahlen
        erzählen
        telefonieren
        reparieren
        hüpfen
        klettern
        turnen
        basteln
        zeichnen
        drücken
        schieben; pret=schob; pp=geschoben
        """
}
